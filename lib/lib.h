/* lib.h - the shared library every command uses.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

// llist.c: singly linked lists; struct arg_list holds repeated options.
struct ptr_len { void *ptr; long len; };
struct string_list { struct string_list *next; char str[]; };
struct arg_list { struct arg_list *next; char *arg; };
struct double_list { struct double_list *next, *prev; char *data; };

void llist_free_arg(void *list);
void llist_free_double(void *list);
void llist_traverse(void *list, void (*using)(void *node));
void *llist_pop(void *list);   // pass &list, returns first node
void *llist_reverse(void *list);
void dlist_add_nomalloc(struct double_list **list, struct double_list *new);
struct double_list *dlist_add(struct double_list **list, char *data);
void *dlist_pop(void *list);
void *dlist_terminate(void *list);

// args.c: parse toys.argv by toys.which->options (see DESIGN.md)
void get_optflags(void);
void free_optflags(void);

// dirtree.c: openat()-based recursive traversal with no depth limit.
#define DIRTREE_RECURSE      (1<<0)  // callback: descend into this directory
#define DIRTREE_COMEAGAIN    (1<<1)  // callback: call again after the children
#define DIRTREE_SYMFOLLOW    (1<<2)  // flag: stat (follow) instead of lstat
#define DIRTREE_SAVE         (1<<3)  // callback: keep this node
#define DIRTREE_ABORT        (1<<4)  // callback: stop the whole traversal
#define DIRTREE_SHUTUP       (1<<5)  // flag: don't complain about unreadables
#define DIRTREE_PROC         (1<<6)  // flag: only numeric names (for /proc)
#define DIRTREE_STATLESS     (1<<7)  // flag: don't stat (only d_type's S_IFMT)
#define DIRTREE_COMEFOLLOW   (1<<8)  // flag: follow symlinks at the top only
#define DIRTREE_SORT         (1<<9)  // flag: children in strcmp() order
#define DIRTREE_ABORTVAL     ((struct dirtree *)1)

struct dirtree {
  struct dirtree *next, *parent, *child;
  long extra;      // free for the callback's use
  char *symlink;   // free for the callback's use (freed with the node)
  int dirfd;       // this directory's fd while its children are visited
  int flags;       // the DIRTREE_ flags the traversal started with
  int depth;       // 0 for the top node
  char again;      // set for the DIRTREE_COMEAGAIN call
  struct stat st;
  char name[];
};

struct dirtree *dirtree_add_node(struct dirtree *parent, char *name, int flags);
char *dirtree_path(struct dirtree *node, int *plen);
int isdotdot(char *name);
int dirtree_notdotdot(struct dirtree *catch);
int dir_empty(int dirfd, char *name, int oflags);
int dirtree_parentfd(struct dirtree *node);
struct dirtree *dirtree_handle_callback(struct dirtree *new,
  int (*callback)(struct dirtree *node));
int dirtree_recurse(struct dirtree *node, int (*callback)(struct dirtree *node),
  int dirfd, int flags);
struct dirtree *dirtree_flagread(char *path, int flags,
  int (*callback)(struct dirtree *node));
struct dirtree *dirtree_read(char *path, int (*callback)(struct dirtree *node));
void dirtree_free(struct dirtree *node);

// xwrap.c: wrappers that report the failure and exit.
noreturn void xexit(void);
void *xmalloc(size_t size);
void *xzalloc(size_t size);
extern void (*xalloc_note)(void *p);
void *xbigalloc(size_t size);
void xbigfree(void *p, size_t size);
void *xrealloc(void *ptr, size_t size);
char *xstrndup(const char *s, size_t n);
char *xstrdup(const char *s);
void *xmemdup(const void *s, long len);
char *xmprintf(const char *format, ...) printf_format;
void xflush(int flush);
void xprintf(const char *format, ...) printf_format;
void xputsl(const char *s, int len);
void xputsn(const char *s);
void xputs(const char *s);
void xputc(char c);
void xexec(char **argv);
int xwaitpid(pid_t pid);
pid_t xfork(void);
void xaccess(const char *path, int flags);
void xunlink(const char *path);
int xcreate(const char *path, int flags, int mode);
int xopen(const char *path, int flags);
int xcreate_stdio(const char *path, int flags, int mode);
int xopen_stdio(const char *path, int flags);
int openro(const char *path, int flags);
int xopenro(const char *path);
void xpipe(int *pp);
void xclose(int fd);
int xdup(int fd);
int notstdio(int fd);
FILE *xfdopen(int fd, const char *mode);
FILE *xfopen(const char *path, const char *mode);
size_t xread(int fd, void *buf, size_t len);
void xreadall(int fd, void *buf, size_t len);
void xwrite(int fd, const void *buf, size_t len);
off_t xlseek(int fd, off_t offset, int whence);
char *xreadfile(const char *name, char *buf, off_t len);
char *xgetcwd(void);
void xstat(const char *path, struct stat *st);
void xchdir(const char *path);
void xchroot(const char *path);
char *xreadlink(const char *name);
char *xreadlinkat(int dir, const char *name);
double xstrtod(const char *s);
long long xparsemillitime(const char *arg);
void xsignal_flags(int signal, void *handler, int flags);
void xsignal(int signal, void *handler);
char *xgetline(FILE *fp);

// lib.c: errors, numbers, strings, files.
const char *xstrerror(int err);
void verror_msg(const char *msg, int err, va_list va);
void error_msg(const char *msg, ...) printf_format;
void perror_msg(const char *msg, ...) printf_format;
noreturn void error_exit(const char *msg, ...) printf_format;
noreturn void perror_exit(const char *msg, ...) printf_format;
noreturn void help_exit(const char *msg, ...) printf_format;
void reparse_args(char **argv);
noreturn void error_exit_status(int status, const char *msg, ...)
  __attribute__((format(printf, 2, 3)));
void error_msg_raw(const char *msg);
void perror_msg_raw(const char *msg);
noreturn void error_exit_raw(const char *msg);
noreturn void perror_exit_raw(const char *msg);
void show_help(FILE *out, int full);
ssize_t readall(int fd, void *buf, size_t len);
ssize_t writeall(int fd, const void *buf, size_t len);
off_t lskip(int fd, off_t offset);
#define MKPATHAT_MKLAST  1
#define MKPATHAT_MAKE    2
#define MKPATHAT_VERBOSE 4
int mkpathat(int atfd, const char *dir, mode_t lastmode, int flags);
char *readfileat(int dirfd, const char *name, char *buf, off_t *len);
char *readfile(const char *name, char *buf, off_t len);
char *readfd(int fd, char *ibuf, off_t *plen);
void msleep(long milliseconds);
long long nanodiff(struct timespec *old, struct timespec *new);
long long millitime(void);
int64_t peek_le(const void *ptr, unsigned size);
int64_t peek_be(const void *ptr, unsigned size);
int64_t peek(const void *ptr, unsigned size);
void poke_le(void *ptr, long long val, unsigned size);
void poke_be(void *ptr, long long val, unsigned size);
int stridx(const char *haystack, char needle);
int utf8towc(unsigned *wc, const char *str, unsigned len);
int wctoutf8(char *s, unsigned wc);
char *strlower(const char *s);
char *chomp(char *s);
int unescape(char c);
int unescape2(char **c, int echo);
char *strend(const char *str, const char *suffix);
int strstart(char **a, const char *b);
char *memfind(char *s, long len, char *m, long mlen);
int strcasestart(char **a, const char *b);
int same_file(const struct stat *st1, const struct stat *st2);
off_t fdlength(int fd);
long long atolx(const char *numstr);
long long atolx_range(const char *numstr, long long low, long long high);
int numlen(long long l);
int human_readable(char *buf, unsigned long long num, int style);
#define HR_SPACE 1  // space between number and units
#define HR_B     2  // use "B" for single byte units
#define HR_1000  4  // use decimal instead of binary units
#define HR_NODOT 8  // no tenths for single digit units
int yesno(int def);
int fyesno(FILE *fp, int def);
int qstrcmp(const void *a, const void *b);
void loopfiles_rw(char **argv, int flags, int permissions,
  void (*function)(int fd, char *name));
void loopfiles(char **argv, void (*function)(int fd, char *name));
void loopfiles_fp(char **argv, void (*function)(FILE *fp, char *name));
long long sendfile_len(int in, int out, long long len, long long *consumed);
long long xsendfile_len(int in, int out, long long len);
long long xsendfile(int in, int out);
int copy_tempfile(int fdin, char *name, char **tempname);
void delete_tempfile(int fdin, int fdout, char **tempname);
void replace_tempfile(int fdin, int fdout, char **tempname);
int terminal_size(unsigned *xx, unsigned *yy);
int is_tty(int fd);
char *getusername(uid_t uid);
char *getgroupname(gid_t gid);
struct passwd *xgetpwnam(const char *name);
struct group *xgetgrnam(const char *name);
uid_t xgetuid(const char *name);
gid_t xgetgid(const char *name);
char *num_to_sig(int sig);
char *sig_name(int sig, char *buf);
void list_signals(int table);
int sig_to_num(const char *sigstr);
mode_t string_to_mode(const char *mode_str, mode_t base);
void mode_to_string(mode_t mode, char *buf);
char *basename_r(char *name);
unsigned long long size_suffix(char **s);

// date.c: dates as people type them (see parse_date() for the formats)
int tm_to_timespec(struct tm *tm, int utc, long offset, struct timespec *ts);
int parse_date(const char *str, struct timespec *ts);
void xparse_date(const char *str, struct timespec *ts);
int relative_to_date(const char *str, struct timespec *ts);

// path.c: canonical absolute paths
#define ABS_EXIST   1  // every component must exist
#define ABS_MISSING 2  // no component needs to exist
#define ABS_NOLINK  4  // don't resolve symlinks
#define ABS_LOGICAL 8  // ".." before symlinks
char *canonpath(const char *path, int flags);

// random.c: random bytes from the kernel; xoshiro256** seeded from them,
// or bytes from a file
void xgetrandom(void *buf, size_t len);
struct random_state { unsigned long long s[4]; int fd; char *name; };
void random_init(struct random_state *rs, int fd, char *name);
unsigned long long random_u64(struct random_state *rs);
unsigned long long random_below(struct random_state *rs, unsigned long long n);

// textcol.c: character widths, tab stops and streaming a character at a
// time (fold, expand, unexpand)
int text_char(const char *s, long len, int *width);
int parse_tabstops(struct arg_list *args, long **stops);
long next_tabstop(long col, long *stops, int n);
#define TEXTOUT_SIZE 65536
struct textout { char *buf; long len; };
void textout(struct textout *o, char *s, long len);
void textout_spaces(struct textout *o, long n);
void textout_flush(struct textout *o);
void text_stream(int fd, char *name, long (*each)(char *s, long len, int end));

// copy.c: one file's data (keeping holes) and metadata, for cp mv install.
#define COPY_MODE    1
#define COPY_OWNER   2
#define COPY_TIME    4
#define COPY_XATTR   8
#define COPY_CONTEXT 16
#define COPY_QUIET   32  // don't report failing to preserve ownership
#define COPY_QUIETX  64  // nor xattrs and context ("if possible", as cp -a)
int copy_data(int in, int out, struct stat *st);
int copy_meta(int in, int out, int dirfd, char *name, struct stat *st,
  int what, char *(*display)(void *), void *data);
#define BACKUP_NONE     0  // backups (cp mv install ln -b, --backup=TYPE)
#define BACKUP_SIMPLE   1
#define BACKUP_NUMBERED 2
#define BACKUP_EXISTING 3
int backup_type(char *arg);
char *backup_suffix(char *arg);
char *make_backup(int dirfd, char *name, int type, char *suffix,
  char *display);

// exec.c: fork and execvp() argv, in the child after prep(data) if prep
// isn't NULL (chdir, redirections: nonzero with errno set is a failure).
// Returns the child's pid, or -1 with errno saying why the command couldn't
// start (prep or execvp failed; that child is already reaped), so callers
// can tell "not found"/"can't run" (127/126) from a command's own exit
// status. stdout is flushed first.
pid_t spawn_cmd(char **argv, int (*prep)(void *data), void *data);

// fileinfo.c: file names, times and owners for ls, stat, du, df
#define ESCAPE_RAW      0
#define ESCAPE_QUESTION 1
#define ESCAPE_C        2
#define ESCAPE_CSPACE   3  // ESCAPE_C leaving spaces be (ls -Rb headers)
char *escape_name(char *name, int style, int *width);
char *quote_name(char *name, int always);
char *format_full_time(char *buf, struct timespec *ts);
char *cached_username(uid_t uid);
char *cached_groupname(gid_t gid);
char *file_type_name(mode_t mode);
char *dirfd_path(int dirfd, char *name);
char *file_context(int fd, int dirfd, char *name, int follow);
int set_file_context(int fd, char *con);
int selinux_enabled(void);

// bignum.c: arbitrary precision integers for expr and factor. Start each
// struct zeroed; results may be inputs too.
struct bignum { unsigned *d; int len, max, neg; };
void bn_free(struct bignum *a);
void bn_copy(struct bignum *r, struct bignum *a);
void bn_setu(struct bignum *a, unsigned long long u);
int bn_u64(struct bignum *a, unsigned long long *u);
int bn_cmp(struct bignum *a, struct bignum *b);
void bn_add(struct bignum *r, struct bignum *a, struct bignum *b);
void bn_sub(struct bignum *r, struct bignum *a, struct bignum *b);
void bn_mul(struct bignum *r, struct bignum *a, struct bignum *b);
unsigned bn_divsmall(struct bignum *a, unsigned d);
unsigned bn_modsmall(struct bignum *a, unsigned d);
void bn_divmod(struct bignum *q, struct bignum *m, struct bignum *a,
  struct bignum *b);
int bn_parse(struct bignum *a, char *s);
char *bn_str(struct bignum *a);

// hash.c: MD5 (RFC 1321), SHA-1/224/256/384/512 (FIPS 180-4), cksum's CRC,
// gzip's CRC-32 (ISO 3309)
// and SHA-3 (FIPS 202), BLAKE2b (RFC 7693), SM3 (GB/T 32905-2016)
enum { HASH_MD5, HASH_SHA1, HASH_SHA224, HASH_SHA256, HASH_SHA384,
  HASH_SHA512, HASH_SHA3, HASH_BLAKE2B, HASH_SM3 };
struct hash_ctx {
  union { uint32_t s32[8]; uint64_t s64[25]; };
  unsigned long long len;
  unsigned type, blen, outlen;
  unsigned char buf[144];
};
void hash_init(struct hash_ctx *h, int type);
// SHA-3 and BLAKE2b: digest length in bytes (SHA-3: 28 32 48 64, BLAKE2b:
// 1 to 64)
void hash_init_len(struct hash_ctx *h, int type, int bytes);
void hash_update(struct hash_ctx *h, const void *data, size_t len);
int hash_final(struct hash_ctx *h, unsigned char *out);
unsigned cksum_crc(unsigned crc, const void *data, size_t len);
unsigned gzip_crc(unsigned crc, const void *data, size_t len);
unsigned sum_bsd(unsigned sum, const void *data, size_t len);
unsigned sum_sysv(unsigned sum, const void *data, size_t len);

// decomp.c: the main loop of the decompressors (bzcat, xzcat). Fill in
// decode, suffix and flags, then call decomp_files(&d, toys.optargs): each
// FILE ("-" or none: stdin) goes to stdout (DECOMP_STDOUT, or stdin), is
// only checked (DECOMP_TEST), or becomes FILE less its suffix with FILE's
// mode and times, FILE removed after (unless DECOMP_KEEP). decode() reads
// through decomp_fill()/decomp_byte(), writes with decomp_write(), and
// gives up on the file with decomp_error(d, "why") (or any error_exit()).
#define DECOMP_STDOUT  1
#define DECOMP_FORCE   2   // overwrite existing output files
#define DECOMP_KEEP    4
#define DECOMP_TEST    8
#define DECOMP_VERBOSE 16  // "  FILE: done" (or "ok") to stderr
struct decomp {
  void (*decode)(struct decomp *d);
  char **suffix;   // pairs: suffix, replacement (".tbz2", ".tar"), then 0
  char *unknown;   // added to other names (".out"); 0: skip those files
  int flags;
  // For decode(): unused input is in[inpos..inlen); mem is freed after.
  unsigned char *in;
  long inpos, inlen;
  int infd, outfd, eof, width;
  char *name, *outname;
  void *mem;
};
long decomp_fill(struct decomp *d, long want);
int decomp_byte(struct decomp *d);
void decomp_write(struct decomp *d, void *buf, long len);
noreturn void decomp_error(struct decomp *d, char *why);
void decomp_files(struct decomp *d, char **args);

// regex.c: regcomp()/regexec() with GNU's extensions. xregcomp() compiles
// (exits with a message on a bad regex) and accepts GNU's \+ \? \| \< \> \b
// \B \w \W \s \S whatever the C library (see regex.c for the limits where
// it lacks them), and an ERE '{' starting no interval as a literal.
// regexec0() matches string[0..len) (NULs allowed, string[len] a NUL),
// offsets from string. regexec_from() starts at string+from, with the bytes
// before it still seen by ^ \< \b where the C library has REG_STARTEND (glibc;
// on musl string+from is a start of line with REG_NOTBOL).
void xregcomp(regex_t *preg, const char *regex, int cflags);
// tregcomp(): xregcomp() returning regcomp()'s error code (for regerror())
int tregcomp(regex_t *preg, const char *regex, int cflags);
int regexec0(regex_t *preg, char *string, long len, int nmatch,
  regmatch_t *pmatch, int eflags);
int regexec_from(regex_t *preg, char *string, long from, long len,
  int nmatch, regmatch_t *pmatch, int eflags);
// regex_must(): up to max runs of plain characters (at least 2 bytes each)
// that every match of regex s (len bytes and a NUL; ere: extended) contains,
// for skipping with memmem what can't match before a regexec. None when
// the regex has alternatives or groups (must[] comes zeroed: the list ends at
// a null or max). regex_bracket_end(): the ']' ending
// the bracket expression at s, or s when it has none.
int regex_must(char *s, long len, int ere, char **must, long *mustlen, int max);
char *regex_bracket_end(char *s);

// archive.c: extracting archive members (tar, cpio) without escaping the
// destination. archive_cut_prefix() returns where name is left after its
// leading slashes and everything up to its last .. component.
// archive_symlink_made() adds dirfd/name (a symlink just made; -1 if it
// can't be stat'd) to *list; archive_made_symlink() says whether
// dirfd/name is a symlink in list. archive_opendir() opens directory dir
// (a malloced string it keeps as *lastdir, or frees) from dirfd, or from /
// when dir starts with / and flags has ARCHIVE_ROOT, one component at a
// time, never through a symlink in symlinks (the ones the archive made:
// that fails with ENOTDIR); missing directories are made with
// ARCHIVE_MKDIR. The directory last opened is cached in *lastdir/*lastfd:
// asking for it again returns the same fd. Returns -1 with errno set on
// failure. archive_forget() closes and frees the cached one.
#define ARCHIVE_MKDIR 1
#define ARCHIVE_ROOT 2
struct archive_ino { struct archive_ino *next; dev_t dev; ino_t ino; };
char *archive_cut_prefix(char *name);
int archive_symlink_made(struct archive_ino **list, int dirfd, char *name);
int archive_made_symlink(struct archive_ino *list, int dirfd, char *name);
int archive_opendir(char **lastdir, int *lastfd, int dirfd, char *dir,
  int flags, struct archive_ino *symlinks);
void archive_forget(char **lastdir, int *lastfd);

// selinux.c: libselinux for the commands that need the policy (file
// contexts, enforcing, booleans, exec contexts). selinux_load() loads it on
// first use (dlopen "libselinux.so.1", or linked in by make static) and
// exits with "CMD: libselinux.so.1: ..." when it can't; then call
// libsel.FUNCTION(...). selinux_labels() is the file_contexts handle
// ($SELINUX_FILE_CONTEXTS or the policy's, error_exit if it can't be
// opened; digest: selabel_digest() will work); selinux_lookup() the default
// context for an absolute path (selinux_default(): any path) and
// mode (malloced, NULL if none); selinux_partial() con with the non-NULL
// user, role, type, range replaced (malloced, NULL with errno if con or a
// part is invalid). lset_file_context() sets name's security.selinux (of a
// symlink itself): no library needed.
// abspath_nofollow(): path made absolute, its last component not followed.
int lset_file_context(char *name, char *con);
char *abspath_nofollow(char *path);
#if CFG_TOYBOX_LIBSELINUX
#include <selinux/selinux.h>
#include <selinux/context.h>
#include <selinux/label.h>
#define SELINUX_FUNCS(X) X(is_selinux_enabled) X(security_getenforce) \
  X(security_setenforce) X(security_load_policy) X(getcon) X(setexeccon) \
  X(context_new) X(context_str) X(context_type_get) X(context_free) X(context_user_set) \
  X(context_role_set) X(context_type_set) X(context_range_set) \
  X(selabel_open) X(selabel_lookup) X(selabel_close) X(selabel_digest) \
  X(security_get_boolean_names) X(security_get_boolean_active) \
  X(security_get_boolean_pending) X(security_set_boolean) \
  X(security_commit_booleans) X(freecon)
#define SELINUX_PTR(f) __typeof__(f) *f;
extern struct libselinux { SELINUX_FUNCS(SELINUX_PTR) } libsel;
void selinux_load(void);
struct selabel_handle *selinux_labels(int digest);
char *selinux_lookup(char *path, mode_t mode);
char *selinux_default(char *path, mode_t mode);
char *selinux_partial(char *con, char *user, char *role, char *type,
  char *range);
#endif

// utmp.c: login records (who, users, w, uptime), as glibc lays them out
#define UTMP_FILE "/var/run/utmp"
#define UTMP_RUN_LVL 1
#define UTMP_BOOT 2
#define UTMP_NEW_TIME 3
#define UTMP_OLD_TIME 4
#define UTMP_INIT 5
#define UTMP_LOGIN 6
#define UTMP_USER 7
#define UTMP_DEAD 8
struct utmp_rec {
  short type;
  int pid;
  char line[32], id[4], user[32], host[256];
  short term, exit;
  int session, sec, usec, addr[4];
  char unused[20];
};
int utmp_read(char *file, struct utmp_rec **list);
int utmp_users(struct utmp_rec *list, int n);
int utmp_alive(struct utmp_rec *list, int n);
double uptime_seconds(void);
void uptime_line(void);

// blkid.c: the filesystem a block device or image holds (from superblocks)
struct blkid_info { char type[16], uuid[40], label[512]; };
int blkid_probe(int fd, struct blkid_info *bi);
int blkid_partuuid(struct stat *st, char *out);

// loop.c: loop devices (the kernel's loop ABI, which musl has no header for)
#define LO_NAME_SIZE 64
#define LO_FLAGS_READ_ONLY 1
#define LO_FLAGS_AUTOCLEAR 4
#define LO_FLAGS_PARTSCAN 8
#define LOOP_CLR_FD 0x4C01
#define LOOP_GET_STATUS64 0x4C05
#define LOOP_SET_CAPACITY 0x4C07
struct loop_info64 {
  uint64_t lo_device, lo_inode, lo_rdevice, lo_offset, lo_sizelimit;
  uint32_t lo_number, lo_encrypt_type, lo_encrypt_key_size, lo_flags;
  uint8_t lo_file_name[LO_NAME_SIZE], lo_crypt_name[LO_NAME_SIZE],
    lo_encrypt_key[32];
  uint64_t lo_init[2];
};
char *loop_name(int n);
int loop_attach(char *file, char *dev, long long offset, long long size,
  unsigned flags, char **name);
int loop_status(int fd, struct loop_info64 *li, char **file);

// mtab.c: /proc/self/mountinfo, unescaped; opts is what mount shows (the
// mount's options, then the filesystem's that aren't already there)
struct mtab {
  struct mtab *next;
  char *src, *dir, *type, *opts, *root, *vfsopts, *superopts, *line;
  unsigned maj, min;
};
struct mtab *mtab_read(int reverse);
void mtab_free(struct mtab *list);
int blkid_each(int (*cb)(char *dev, void *data), void *data);
char *blkid_find(char *label, char *uuid);
char *blkid_spec(char *spec);

// inprocess.c: run a command in this process and return its exit status
// (the fuzz harnesses): toy_reset() clears the shared state between runs.
struct toy_list;
void toy_reset(struct toy_list *which, char **argv);
int toy_inprocess(char **argv, int parse_only);
int toy_run_which(struct toy_list *which, char **argv, int parse_only);

// terminfo.c: terminal descriptions for tput, clear, reset
int terminfo_load(char *term);
void terminfo_xload(char *term);
char *terminfo_longname(void);
int terminfo_known(char *name);
char *terminfo_get(char *name);
char *terminfo_tparm(char *s, long *param, char **strs);
void terminfo_write(int fd, char *s);

// proc.c: processes' names and command lines from /proc (kill, pmap, lsof...)
char *proc_path(char *buf, long pid, char *name);
char *proc_comm(long pid, char *buf);
char *proc_cmdline(long pid);
long proc_pids(pid_t **pids);
int proc_state(long pid);

// module.c: kernel modules (insmod lsmod modinfo modprobe rmmod).
// mod_name(): the module name of a path or name (basename to the first '.',
// '-' as '_'); mod_normalize(): '-' as '_' outside [...] (for aliases).
// mod_read() reads a module file whole (.gz .xz .zst decompressed).
// elf_section() finds a section's data by name. mod_dir() is
// BASE/lib/modules/KVER. mod_dep() finds a module in modules.dep (its path
// and dependencies' paths), mod_alias() lists the modules an alias matches
// in modules.alias, mod_builtin() checks modules.builtin, mod_loaded()
// /sys/module/NAME/initstate. All returned strings and lists are malloced.
char *mod_name(char *s);
char *mod_normalize(char *s);
char *mod_read(char *path, long *len);
char *elf_section(char *elf, long len, char *name, long *size);
char *mod_dir(char *base, char *kver);
int mod_dep(char *dir, char *name, char **path, char ***deps);
char **mod_alias(char *dir, char *alias);
int mod_builtin(char *dir, char *name);
int mod_loaded(char *name);

// vt_console(): chvt, deallocvt, openvt (from linux/kd.h and linux/vt.h,
// which not every C library has)
#define KDGKBTYPE 0x4B33
#define VT_OPENQRY 0x5600
#define VT_GETSTATE 0x5603
#define VT_ACTIVATE 0x5606
#define VT_WAITACTIVE 0x5607
#define VT_DISALLOCATE 0x5608
int vt_console(void);

// xsyslog_socket(): logger and log's datagram socket to syslog (/dev/log)
int xsyslog_socket(char *path);

// linedit.c: read a line from the terminal on fd 0 (echoed on fd 2) with
// emacs-style editing keys, vi-style ones while linedit_vi is set (sh's
// set -o vi; linedit_emacs is set -o emacs, only shown). hist[nhist] is the history, oldest first.
// complete(line, pos, &start) returns a malloced, NULL-terminated list of
// malloced words that could replace line[start..pos] (0 for none);
// interrupted() is called on Ctrl-C (the line is then started over).
// Returns the malloced line without its newline, or 0 at EOF (Ctrl-D on an
// empty line).
struct linedit {
  char **hist;
  int nhist, histbase;  // history lines, the number of the first less one
  char **(*complete)(char *line, long pos, long *start);
  void (*interrupted)(void);
};
char *linedit(char *prompt, struct linedit *ed);
extern int linedit_emacs, linedit_vi;
