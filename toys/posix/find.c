/* find.c - search directories for files matching an expression
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/find.html
 *
 * The expression is parsed into a tree (GNU precedence: ! binds tightest,
 * then implied or explicit -a, then -o, then ","), evaluated for each file
 * lib/dirtree.c finds. -regex uses POSIX extended regular expressions
 * (regcomp REG_EXTENDED), where GNU find defaults to emacs syntax;
 * "-regextype posix-basic" switches to basic ones.

USE_FIND(NEWTOY(find, "?^HLP[-HLP]", TOYFLAG_USR|TOYFLAG_BIN))

config FIND
  bool "find"
  default y
  help
    usage: find [-H|-L|-P] [PATH...] [EXPRESSION]

    Search directories (default .) and evaluate EXPRESSION for each file
    found; with no action in it, print the files for which it's true.

    -H	Follow symlinks named on the command line   -L  Follow all symlinks
    -P	Follow no symlinks (default)

    Operators, tightest first: ( EXPR )  ! EXPR  -not EXPR
    EXPR [-a] EXPR  EXPR -and EXPR   EXPR -o EXPR  EXPR -or EXPR   EXPR , EXPR

    Options (always true): -depth -maxdepth N -mindepth N -mount -xdev
    -daystart -follow (like -L) -regextype TYPE (posix-extended, posix-basic)
    -noleaf -warn -nowarn -ignore_readdir_race -noignore_readdir_race

    Tests (N may be +N for more than N, -N for less than N):
    -name PATTERN  -iname PATTERN  basename matches a shell wildcard
    -path PATTERN  -ipath PATTERN  -wholename -iwholename  whole path does
    -lname PATTERN -ilname PATTERN  symlink's target does
    -regex RE      -iregex RE      whole path matches an extended regex
    -context PAT   SELinux context matches wildcards (unlabeled: never)
    -type [bcdflps],...  file type (several: -type f,d)
    -xtype TYPES   type of what a symlink points to (of the link with -L)
    -size N[cwbkMG]  size in units (default b: 512 bytes), rounded up
    -mtime N  -atime N  -ctime N   modified/accessed/changed N days ago
    -mmin N   -amin N   -cmin N    ... N minutes ago
    -used N   accessed N days after its status last changed
    -newer F  -anewer F  -cnewer F   modified/accessed/changed after F was
              modified
    -newerXY F  time X (a access, B birth, c change, m modify) is after F's
                time Y (a B c m), or after date F if Y is t (-newermt DATE)
    -perm MODE  -perm -MODE  -perm /MODE  exactly, all of, any of (octal or
                symbolic like u+w,g=r)
    -user NAME  -group NAME  -uid N  -gid N  -nouser  -nogroup
    -links N  -inum N  -samefile F  -empty  -true  -false
    -executable  -readable  -writable   access(2) says so
    -fstype TYPE  on a file system of TYPE (as %F prints it)

    Actions:
    -print  -print0  -ls  -printf FORMAT  -delete (implies -depth)
    -fprint FILE  -fprint0 FILE  -fls FILE  -fprintf FILE FORMAT  the same,
                  to FILE (truncated at the start, even if nothing matches)
    -prune  don't descend into this directory    -quit  stop now
    -exec CMD ARG... ;   run CMD, {} in an ARG is the path; true if it exits 0
    -exec CMD ARG... {} +  run CMD with as many paths as fit (always true)
    -execdir ... ; or +  the same in the file's directory, with ./NAME
    -ok CMD ... ;  -okdir CMD ... ;  ask on stderr first, answer on stdin

    -printf FORMAT: \n \t \0 \\ \a \b \f \r \v \NNN \c and %% %p path, %f
    name, %h directory, %P path below the start point, %H start point, %s
    size, %m octal mode, %M ls-style mode, %u %g user/group name, %U %G
    their numbers, %t %a %c modify/access/change time (ctime style), %T@
    %A@ %C@ %B@ seconds since 1970 (B: birth), %Tk %Ak %Ck %Bk with k a
    strftime letter (also + for date+time), %y %Y type (of symlink target),
    %l symlink target, %d depth, %i inode, %n links, %k 1K blocks, %b 512
    byte blocks, %S sparseness (blocks*512/size), %D device, %F file system
    type, %Z SELinux context; with flags and width like %-10s.

    Exit status 1 if a path or directory couldn't be read or a command
    couldn't be run.
*/

#define FOR_find
#include "toys.h"
#include <sys/sysmacros.h>

enum {
  F_AND, F_OR, F_NOT, F_COMMA, F_TRUE, F_FALSE, F_NAME, F_PATH, F_REGEX,
  F_LNAME, F_TYPE, F_XTYPE, F_FSTYPE, F_SIZE, F_TIME, F_NEWER, F_PERM, F_UID,
  F_GID, F_CONTEXT, F_NOUSER, F_NOGROUP, F_LINKS, F_INUM, F_SAMEFILE, F_EMPTY, F_ACCESS, F_PRUNE, F_QUIT,
  F_PRINT, F_PRINT0, F_PRINTF, F_LS, F_DELETE, F_EXEC
};

struct fnode {
  struct fnode *a, *b, *next;
  int type, cmp, flags, which;
  long long num;
  char *str;
  struct timespec ts;
  FILE *out;
  regex_t reg;
  dev_t dev;
  ino_t ino;
  // -exec
  char **argv, **batch;
  int argc, plus, dir, ok, nbatch, maxbatch;
  long bsize, fixed;
  struct dirtree *bdir;
  int bfd;
  char *bpath;
};

// -fprint and friends' files: each opened once
struct fout {
  struct fout *next;
  char *name;
  FILE *fp;
};

struct fsmount {
  struct fsmount *next;
  dev_t dev;
  char *type;
};

GLOBALS(
  struct fnode *expr, *execs;
  struct fout *fouts;
  struct fsmount *mounts;
  char **args, *start, *pred;
  int argi, argn, follow, depth, xdev, mindepth, regflags, quit, prune;
  int printed, errors, needstat;
  long maxdepth, argmax;
  dev_t topdev;
  struct timespec now;
  char *path, *dirpath;
  struct dirtree *pathnode, *dirnode;
  int pathsize, dirlen;
)

static char *tok(void)
{
  return TT.argi < TT.argn ? TT.args[TT.argi] : 0;
}

static char *needarg(char *what)
{
  if (TT.argi+1 >= TT.argn) error_exit("missing argument to `%s'", what);
  TT.argi++;

  return TT.args[TT.argi];
}

static struct fnode *newnode(int type, struct fnode *a, struct fnode *b)
{
  struct fnode *n = xzalloc(sizeof(*n));

  n->type = type;
  n->a = a;
  n->b = b;

  return n;
}

// [+-]N: cmp 1 for more than, -1 for less than
static void getnum(struct fnode *n, char *what, char *s, char **end)
{
  char *e;

  if (*s == '+') n->cmp = 1, s++;
  else if (*s == '-') n->cmp = -1, s++;
  if (!isdigit((unsigned char)*s)) goto bad;
  errno = 0;
  n->num = strtoll(s, &e, 10);
  if (errno) goto bad;
  if (end) *end = e;
  else if (*e) goto bad;

  return;
bad:
  error_exit("invalid argument `%s' to `%s'", s, what);
}

static int numcmp(struct fnode *n, long long val)
{
  if (n->cmp > 0) return val > n->num;
  if (n->cmp < 0) return val < n->num;

  return val == n->num;
}

static int typemask(char *s, char *what)
{
  int mask = 0, i;

  for (;;) {
    if (!*s || -1 == (i = stridx("bcdflps", *s)))
      error_exit("Unknown argument to %s: %s", what, s);
    mask |= 1<<i;
    if (!*++s) break;
    if (*s++ != ',') error_exit("Must separate multiple arguments to %s"
      " using: ','", what);
    if (!*s) error_exit("Last file type in list argument to %s is missing, "
      "i.e., list is ending on: ','", what);
  }

  return mask;
}

static int modetype(mode_t m)
{
  if (S_ISBLK(m)) return 1;
  if (S_ISCHR(m)) return 2;
  if (S_ISDIR(m)) return 4;
  if (S_ISREG(m)) return 8;
  if (S_ISLNK(m)) return 16;
  if (S_ISFIFO(m)) return 32;
  if (S_ISSOCK(m)) return 64;

  return 0;
}

static void getref(char *name, struct stat *st)
{
  if ((TT.follow ? stat : lstat)(name, st))
    perror_exit("'%s'", name);
}

// A reference file's time of kind which (a B c m) for -newer and -newerXY
static void getreftime(char *name, int which, struct timespec *ts)
{
  struct stat st;
  struct statx sx;

  if (which != 'B') {
    getref(name, &st);
    *ts = which == 'a' ? st.st_atim : which == 'c' ? st.st_ctim : st.st_mtim;
  } else {
    if (statx(AT_FDCWD, name, TT.follow ? 0 : AT_SYMLINK_NOFOLLOW,
        STATX_BTIME, &sx)) perror_exit("'%s'", name);
    if (!(sx.stx_mask & STATX_BTIME))
      error_exit("'%s': birth time unknown", name);
    ts->tv_sec = sx.stx_btime.tv_sec;
    ts->tv_nsec = sx.stx_btime.tv_nsec;
  }
}

// The stream for -fprint FILE and the like: FILE opened (truncated) once
// however many actions name it; /dev/stdout and /dev/stderr are ours.
static FILE *outfile(char *name)
{
  struct fout *fo;

  if (!strcmp(name, "/dev/stdout")) return stdout;
  if (!strcmp(name, "/dev/stderr")) return stderr;
  for (fo = TT.fouts; fo; fo = fo->next)
    if (!strcmp(fo->name, name)) return fo->fp;
  fo = xzalloc(sizeof(*fo));
  fo->name = name;
  if (!(fo->fp = fopen(name, "w"))) perror_exit("'%s'", name);
  fo->next = TT.fouts;
  TT.fouts = fo;

  return fo->fp;
}

// An argument where an expression should be: an unquoted pattern that
// the shell expanded, if it's a file?
static noreturn void stray(char *s)
{
  struct stat st;

  error_msg("paths must precede expression: `%s'", s);
  if (TT.pred && !lstat(s, &st))
    error_msg("possible unquoted pattern after predicate `%s'?", TT.pred);
  xexit();
}

// An operator needs an expression after it (another operator or "(" there
// is parse_primary()'s to judge).
static void operand(char *op)
{
  if (!tok()) error_exit("expected an expression after '%s'", op);
  if (!strcmp(tok(), ")"))
    error_exit("expected an expression between '%s' and ')'", op);
}

static struct fnode *parse_comma(void);
static void check_format(char *f);

static struct fnode *parse_primary(void)
{
  char *s = tok(), *arg;
  struct fnode *n;
  struct stat st;
  int i;

  if (!s) error_exit("expected an expression");
  if (!strcmp(s, "(")) {
    TT.argi++;
    if (tok() && !strcmp(tok(), ")"))
      error_exit("invalid expression; empty parentheses are not allowed.");
    n = parse_comma();
    if (!tok() || strcmp(tok(), ")"))
      error_exit("invalid expression; I was expecting to find a ')' somewhere"
        " but did not see one.");
    TT.argi++;
    return n;
  }
  if (!strcmp(s, "!") || !strcmp(s, "-not")) {
    TT.argi++;
    operand(s);
    return newnode(F_NOT, parse_primary(), 0);
  }
  if (*s != '-' || !strcmp(s, "-o") || !strcmp(s, "-or") || !strcmp(s, "-a")
      || !strcmp(s, "-and") || !strcmp(s, ")") || !strcmp(s, ","))
  {
    if (*s == '-' || *s == ')' || *s == ',')
      error_exit("invalid expression; you have used a binary operator '%s' "
        "with nothing before it.", s);
    stray(s);
  }

  n = newnode(F_TRUE, 0, 0);
  TT.pred = s++;

  // Options: always true
  if (!strcmp(s, "depth")) TT.depth = 1;
  else if (!strcmp(s, "maxdepth") || !strcmp(s, "mindepth")) {
    arg = needarg(s-1);
    for (i = 0; isdigit((unsigned char)arg[i]); i++);
    if (!i || arg[i]) error_exit("Expected a positive decimal integer argument"
      " to %s, but got '%s'", s-1, arg);
    getnum(n, s-1, arg, 0);
    if (s[1] == 'a') TT.maxdepth = n->num;
    else TT.mindepth = n->num;
  } else if (!strcmp(s, "mount") || !strcmp(s, "xdev")) TT.xdev = 1;
  else if (!strcmp(s, "follow")) TT.follow = 2;
  else if (!strcmp(s, "daystart")) {
    struct tm tm;
    time_t t = TT.now.tv_sec;

    localtime_r(&t, &tm);
    tm.tm_sec = tm.tm_min = tm.tm_hour = 0;
    tm.tm_mday++;
    TT.now.tv_sec = mktime(&tm);
    TT.now.tv_nsec = 0;
  } else if (!strcmp(s, "regextype")) {
    arg = needarg(s-1);
    if (!strcmp(arg, "posix-basic") || !strcmp(arg, "grep")
        || !strcmp(arg, "sed")) TT.regflags = 0;
    else if (!strcmp(arg, "posix-extended") || !strcmp(arg, "egrep")
        || !strcmp(arg, "posix-egrep") || !strcmp(arg, "findutils-default"))
      TT.regflags = REG_EXTENDED;
    else error_exit("unknown regular expression type '%s'", arg);
  } else if (!strcmp(s, "noleaf") || !strcmp(s, "warn") || !strcmp(s, "nowarn")
      || !strcmp(s, "ignore_readdir_race") || !strcmp(s, "noignore_readdir_race"))
    ;
  else if (!strcmp(s, "true"));
  else if (!strcmp(s, "false")) n->type = F_FALSE;

  // Tests
  else if (!strcmp(s, "name") || !strcmp(s, "iname") || !strcmp(s, "path")
      || !strcmp(s, "ipath") || !strcmp(s, "wholename")
      || !strcmp(s, "iwholename") || !strcmp(s, "lname")
      || !strcmp(s, "ilname"))
  {
    i = *s == 'i' ? s[1] : *s;
    n->type = i == 'n' ? F_NAME : i == 'l' ? F_LNAME : F_PATH;
    n->flags = *s == 'i' ? FNM_CASEFOLD : 0;
    n->str = needarg(s-1);
  } else if (!strcmp(s, "context")) {
    n->type = F_CONTEXT;
    n->str = needarg(s-1);
  } else if (!strcmp(s, "regex") || !strcmp(s, "iregex")) {
    n->type = F_REGEX;
    xregcomp(&n->reg, needarg(s-1), TT.regflags|(*s == 'i' ? REG_ICASE : 0));
  } else if (!strcmp(s, "type") || !strcmp(s, "xtype")) {
    n->type = *s == 't' ? F_TYPE : F_XTYPE;
    n->num = typemask(needarg(s-1), s-1);
  } else if (!strcmp(s, "size")) {
    char *end;

    n->type = F_SIZE;
    arg = needarg(s-1);
    getnum(n, s-1, arg, &end);
    n->flags = 512;
    if (*end) {
      if (end[1] || -1 == (i = stridx("cwbkMG", *end)))
        error_exit("invalid -size type `%s'", end);
      n->flags = (int[]){1, 2, 512, 1024, 1<<20, 1<<30}[i];
    }
  } else if ((*s && strchr("amc", *s) && (!strcmp(s+1, "time")
      || !strcmp(s+1, "min"))) || !strcmp(s, "used"))
  {
    n->type = F_TIME;
    n->which = *s;
    n->flags = s[1] == 'm' ? 60 : 86400;
    getnum(n, s-1, needarg(s-1), 0);
  } else if (!strcmp(s, "newer") || !strcmp(s, "anewer")
      || !strcmp(s, "cnewer"))
  {
    // -anewer and -cnewer compare with F's modification time
    n->type = F_NEWER;
    n->which = *s == 'n' ? 'm' : *s;
    getreftime(needarg(s-1), 'm', &n->ts);
  } else if (!strncmp(s, "newer", 5) && strlen(s) == 7) {
    // -newerXY: the file's time X (a B c m) is after F's time Y, or the
    // date F (Y is t)
    if (!strchr("aBcm", s[5]) || !strchr("aBcmt", s[6]))
      error_exit("invalid predicate `%s'", s-1);
    n->type = F_NEWER;
    n->which = s[5];
    if (TT.argi+1 >= TT.argn)
      error_exit("The '%s' test needs an argument", s-1);
    arg = needarg(s-1);
    if (s[6] != 't') getreftime(arg, s[6], &n->ts);
    else if (!parse_date(arg, &n->ts))
      error_exit("I cannot figure out how to interpret '%s' as a date or "
        "time", arg);
  } else if (!strcmp(s, "fstype")) {
    n->type = F_FSTYPE;
    n->str = needarg(s-1);
  } else if (!strcmp(s, "perm")) {
    mode_t um = umask(0);

    n->type = F_PERM;
    arg = needarg(s-1);
    if (*arg == '-' || *arg == '/') n->which = *arg++;
    // GNU dropped the old +MODE for /MODE: +NNN is an error
    else if (*arg == '+' && isdigit((unsigned char)arg[1]))
      error_exit("invalid mode '%s'", arg);
    n->num = string_to_mode(arg, 0) & 07777;
    umask(um);
  } else if (!strcmp(s, "user") || !strcmp(s, "group")) {
    struct passwd *pw;
    struct group *gr;
    char *end;

    n->type = *s == 'u' ? F_UID : F_GID;
    arg = needarg(s-1);
    if (*s == 'u' && (pw = getpwnam(arg))) n->num = pw->pw_uid;
    else if (*s == 'g' && (gr = getgrnam(arg))) n->num = gr->gr_gid;
    else {
      n->num = strtoll(arg, &end, 10);
      if (!*arg || *end || !isdigit((unsigned char)*arg))
        error_exit(*s == 'u' ? "'%s' is not the name of a known user"
          : "'%s' is not the name of an existing group", arg);
    }
  } else if (!strcmp(s, "uid") || !strcmp(s, "gid")) {
    n->type = *s == 'u' ? F_UID : F_GID;
    getnum(n, s-1, needarg(s-1), 0);
  } else if (!strcmp(s, "nouser")) n->type = F_NOUSER;
  else if (!strcmp(s, "nogroup")) n->type = F_NOGROUP;
  else if (!strcmp(s, "links") || !strcmp(s, "inum")) {
    n->type = *s == 'l' ? F_LINKS : F_INUM;
    getnum(n, s-1, needarg(s-1), 0);
  } else if (!strcmp(s, "samefile")) {
    n->type = F_SAMEFILE;
    getref(needarg(s-1), &st);
    n->dev = st.st_dev;
    n->ino = st.st_ino;
  } else if (!strcmp(s, "empty")) n->type = F_EMPTY;
  else if (!strcmp(s, "executable") || !strcmp(s, "readable")
      || !strcmp(s, "writable"))
  {
    n->type = F_ACCESS;
    n->flags = *s == 'e' ? X_OK : *s == 'r' ? R_OK : W_OK;

  // Actions
  } else if (!strcmp(s, "prune")) n->type = F_PRUNE;
  else if (!strcmp(s, "quit")) n->type = F_QUIT;
  else if (!strcmp(s, "print") || !strcmp(s, "print0") || !strcmp(s, "ls")
      || !strcmp(s, "printf") || !strcmp(s, "fprint")
      || !strcmp(s, "fprint0") || !strcmp(s, "fls") || !strcmp(s, "fprintf"))
  {
    // -fprint FILE, -fprint0 FILE, -fls FILE, -fprintf FILE FORMAT
    n->out = *s == 'f' ? outfile(needarg(s-1)) : stdout;
    arg = s+(*s == 'f');
    n->type = *arg == 'l' ? F_LS : !arg[5] ? F_PRINT : arg[5] == '0'
      ? F_PRINT0 : F_PRINTF;
    if (n->type == F_PRINTF) check_format(n->str = needarg(s-1));
    TT.printed = 1;
  } else if (!strcmp(s, "delete")) {
    n->type = F_DELETE;
    TT.printed = TT.depth = 1;
  } else if (!strcmp(s, "exec") || !strcmp(s, "execdir") || !strcmp(s, "ok")
      || !strcmp(s, "okdir"))
  {
    n->type = F_EXEC;
    n->bfd = -1;
    n->dir = !!strstr(s, "dir");
    n->ok = *s == 'o';
    TT.printed = 1;
    n->argv = TT.args+TT.argi+1;
    for (i = TT.argi+1;; i++) {
      if (i >= TT.argn) error_exit("missing argument to `%s'", s-1);
      if (!strcmp(TT.args[i], ";")) break;
      if (!n->ok && !strcmp(TT.args[i], "+") && i > TT.argi+1
          && !strcmp(TT.args[i-1], "{}")) {
        n->plus = 1;
        break;
      }
    }
    n->argc = i-TT.argi-1-n->plus;
    if (!n->argc) error_exit("missing argument to `%s'", s-1);
    TT.argi = i;
    if (n->plus) {
      for (i = 0; i < n->argc; i++) n->fixed += strlen(n->argv[i])+1+sizeof(char *);
      n->next = TT.execs;
      TT.execs = n;
    }
  } else error_exit("unknown predicate `%s'", s-1);
  TT.argi++;
  // Names, types and actions on them can do without stat()
  if (n->type > F_XTYPE && n->type != F_PRUNE && n->type != F_QUIT
      && n->type != F_PRINT && n->type != F_PRINT0 && n->type != F_DELETE
      && n->type != F_EXEC) TT.needstat = 1;

  return n;
}

static int is_op(char *s, char *a, char *b)
{
  return s && (!strcmp(s, a) || !strcmp(s, b));
}

static struct fnode *parse_and(void)
{
  struct fnode *n = parse_primary();
  char *s;

  while ((s = tok()) && strcmp(s, ")") && strcmp(s, ",") && !is_op(s, "-o", "-or")) {
    if (is_op(s, "-a", "-and")) {
      TT.argi++;
      operand(s);
    }
    n = newnode(F_AND, n, parse_primary());
  }

  return n;
}

static struct fnode *parse_or(void)
{
  struct fnode *n = parse_and();
  char *s;

  while (is_op(s = tok(), "-o", "-or")) {
    TT.argi++;
    operand(s);
    n = newnode(F_OR, n, parse_and());
  }

  return n;
}

static struct fnode *parse_comma(void)
{
  struct fnode *n = parse_or();

  while (tok() && !strcmp(tok(), ",")) {
    TT.argi++;
    operand(",");
    n = newnode(F_COMMA, n, parse_or());
  }

  return n;
}

// The current node's path, computed once.
static char *getpath(struct dirtree *node)
{
  struct dirtree *dir = node->parent;
  char *name = node->name;
  int len = 0, need;

  if (TT.pathnode == node) return TT.path;
  // The parent's path is kept too: siblings don't each walk up the tree.
  // (find_cb() forgets it when that directory is done with.)
  if (dir && TT.dirnode != dir) {
    free(TT.dirpath);
    TT.dirpath = dirtree_path(dir, &TT.dirlen);
    TT.dirnode = dir;
  }
  need = (dir ? TT.dirlen+1 : 0)+strlen(name)+1;
  if (need > TT.pathsize) {
    free(TT.path);
    TT.path = xmalloc(TT.pathsize = need+256);
  }
  if (dir) {
    memcpy(TT.path, TT.dirpath, len = TT.dirlen);
    if (!len || TT.path[len-1] != '/') TT.path[len++] = '/';
  }
  strcpy(TT.path+len, name);
  TT.pathnode = node;

  return TT.path;
}

// Where the last path component starts (GNU: "dir/" keeps its slash)
static char *basestart(char *path)
{
  char *s = path+strlen(path);

  while (s > path && s[-1] == '/') s--;
  if (s == path) return path;
  while (s > path && s[-1] != '/') s--;

  return s;
}

// -execdir's directory: an open one's fd, or a top level path's name
struct cmd_dir {
  int fd;
  char *path;
};

static int cd_cmd_dir(void *data)
{
  struct cmd_dir *cd = data;

  return cd->fd != -1 ? fchdir(cd->fd) : cd->path ? chdir(cd->path) : 0;
}

// Run argv (in directory dirfd or dirpath, if given, for -execdir); its exit
// status, or -1 (after saying why) if it couldn't run.
static int run_cmd(char **argv, int dirfd, char *dirpath)
{
  struct cmd_dir cd = {dirfd, dirpath};
  pid_t pid = spawn_cmd(argv, cd_cmd_dir, &cd);

  if (pid == -1) {
    perror_msg("'%s'", *argv);
    return -1;
  }

  return xwaitpid(pid);
}

// Directory for -execdir of a top level path: all but the last component
static char *topdir(char *path)
{
  char *s = basestart(path);

  if (s == path) return xstrdup(".");
  while (s > path+1 && s[-1] == '/') s--;

  return xstrndup(path, s-path);
}

// Run a -exec ... {} + batch
static void flush_batch(struct fnode *n)
{
  char **argv;
  int i, j = 0;

  if (!n->nbatch) return;
  argv = xmalloc((n->argc+n->nbatch+1)*sizeof(char *));
  for (i = 0; i < n->argc; i++) argv[j++] = n->argv[i];
  for (i = 0; i < n->nbatch; i++) argv[j++] = n->batch[i];
  argv[j] = 0;
  if (run_cmd(argv, n->bfd, n->bpath)) toys.exitval = 1;
  // (the directory's own fd, if a copy couldn't be made, isn't ours)
  if (n->bfd != -1 && !(n->bdir && n->bfd == n->bdir->dirfd)) close(n->bfd);
  n->bfd = -1;
  for (i = 0; i < n->nbatch; i++) free(n->batch[i]);
  free(argv);
  n->nbatch = 0;
  n->bsize = 0;
  free(n->bpath);
  n->bpath = 0;
}

static void flush_all(void)
{
  struct fnode *n;

  for (n = TT.execs; n; n = n->next) flush_batch(n);
}

// -exec: run now (;) or add to the batch (+)
static int do_exec(struct fnode *n, struct dirtree *node)
{
  char *path, **argv, *dp = 0;
  int i, rc;

  if (n->dir) {
    if (!node->parent) {
      char *p = getpath(node), *b = basestart(p);

      path = xmprintf("./%s", *b ? b : p);
      dp = topdir(p);
      // Top level names have a directory of their own: run at once
      if (n->plus) flush_batch(n);
    } else path = xmprintf("./%s", node->name);
  } else path = xstrdup(getpath(node));

  if (n->plus) {
    long len = strlen(path)+1+sizeof(char *);

    if (n->nbatch && (n->bsize+n->fixed+len > TT.argmax
        || (n->dir && n->bdir != node->parent))) flush_batch(n);
    if (n->nbatch == n->maxbatch)
      n->batch = xrealloc(n->batch, (n->maxbatch = n->maxbatch*2+64)*sizeof(char *));
    n->batch[n->nbatch++] = path;
    n->bsize += len;
    n->bdir = n->dir ? node->parent : 0;
    if (dp) {
      n->bpath = dp;
      flush_batch(n);
    } else if (n->dir && n->nbatch == 1) {
      // The walk may close the directory's fd (deep below it) before the
      // batch runs: keep one of our own. Without, run the batch now.
      if (-1 == (n->bfd = fcntl(node->parent->dirfd, F_DUPFD_CLOEXEC, 3))) {
        n->bfd = node->parent->dirfd;
        flush_batch(n);
      }
    }
    return 1;
  }

  // Replace {} anywhere in each argument
  argv = xzalloc((n->argc+1)*sizeof(char *));
  for (i = 0; i < n->argc; i++) {
    char *a = n->argv[i], *s, *out;
    long count = 0, plen = strlen(path);

    for (s = a; (s = strstr(s, "{}")); s += 2) count++;
    if (!count) {
      argv[i] = xstrdup(a);
      continue;
    }
    argv[i] = out = xmalloc(strlen(a)+count*plen+1);
    for (s = a; *s;) {
      if (s[0] == '{' && s[1] == '}') {
        memcpy(out, path, plen);
        out += plen;
        s += 2;
      } else *out++ = *s++;
    }
    *out = 0;
  }
  rc = 1;
  if (n->ok) {
    fflush(stdout);
    fprintf(stderr, "< %s ... %s > ? ", *argv, path);
    fflush(stderr);
    rc = fyesno(stdin, 0);
  }
  if (rc) {
    // GNU: a command that can't run is false, and not an error of find's
    i = toys.exitval;
    rc = !run_cmd(argv, n->dir && node->parent ? node->parent->dirfd : -1, dp);
    toys.exitval = i;
  }
  for (i = 0; i < n->argc; i++) free(argv[i]);
  free(argv);
  free(path);
  free(dp);

  return rc;
}

static int is_empty(struct dirtree *node)
{
  int rc;

  if (S_ISREG(node->st.st_mode)) return !node->st.st_size;
  if (!S_ISDIR(node->st.st_mode)) return 0;
  if (-1 == (rc = dir_empty(dirtree_parentfd(node), node->name, 0))) {
    perror_msg("cannot open '%s'", getpath(node));
    return 0;
  }

  return rc;
}

static char typechar(mode_t m)
{
  int i = modetype(m);

  return i ? "bcdflps"[__builtin_ctz(i)] : '?';
}

// The file's access, change or modify time (which: a c m), or its birth
// time (B) in buf, NULL if the file system doesn't keep one.
static struct timespec *filetime(struct dirtree *node, int which,
  struct timespec *buf)
{
  struct stat *st = &node->st;
  struct statx sx;

  if (which == 'a') return &st->st_atim;
  if (which == 'c') return &st->st_ctim;
  if (which != 'B') return &st->st_mtim;
  if (statx(dirtree_parentfd(node), node->name, S_ISLNK(st->st_mode)
      ? AT_SYMLINK_NOFOLLOW : 0, STATX_BTIME, &sx)
      || !(sx.stx_mask & STATX_BTIME)) return 0;
  buf->tv_sec = sx.stx_btime.tv_sec;
  buf->tv_nsec = sx.stx_btime.tv_nsec;

  return buf;
}

// The type of the file system on device dev, from /proc/self/mountinfo
// (read once): "36 35 98:0 /root /mnt rw - ext4 /dev/sda1 rw"
static char *fstype(dev_t dev)
{
  struct fsmount *m;

  if (!TT.mounts) {
    FILE *fp = fopen("/proc/self/mountinfo", "r");
    char *line = 0, *s;
    size_t size = 0;
    unsigned maj, min;

    TT.mounts = xzalloc(sizeof(*m));
    while (fp && getline(&line, &size, fp) > 0) {
      if (sscanf(line, "%*s %*s %u:%u", &maj, &min) != 2
          || !(s = strstr(line, " - "))) continue;
      m = xmalloc(sizeof(*m));
      m->dev = makedev(maj, min);
      s += 3;
      m->type = xstrndup(s, strcspn(s, " \n"));
      m->next = TT.mounts->next;
      TT.mounts->next = m;
    }
    if (fp) fclose(fp);
    free(line);
  }
  for (m = TT.mounts->next; m; m = m->next) if (m->dev == dev) return m->type;

  return "unknown";
}

// printf() format for a directive's flags (only - for strings), then *.*
// for its width and precision (in wp) and conv. A width or precision past
// INT_MAX is reported as GNU's find does (its printf fails on the stream):
// the directive prints nothing and find exits 1. Returns 0 then.
static int dirfmt(FILE *out, char *fmt, char *spec, int len, char *conv,
  int *wp, int str)
{
  char *s = spec, *end = spec+len, *f = fmt, *name = "standard output";
  long n;
  int i, big = 0;
  struct fout *fo;

  *f++ = '%';
  for (; s < end && strchr("-+ #0", *s); s++)
    if ((!str || *s == '-') && f-fmt < 6 && !memchr(fmt+1, *s, f-fmt-1))
      *f++ = *s;
  // (a . alone is precision 0, as in printf)
  wp[1] = -1;
  for (i = 0; i < 2; i++) {
    for (n = 0; s < end && isdigit((unsigned char)*s); s++)
      if ((n = n*10+*s-'0') > INT_MAX) n = INT_MAX, big = 1;
    wp[i] = n;
    if (i || s >= end || *s != '.') break;
    s++;
  }
  strcpy(f, "*.*");
  strcat(f, conv);
  if (!big) return 1;
  for (fo = TT.fouts; fo; fo = fo->next) if (fo->fp == out) name = fo->name;
  if (out == stderr) name = "standard error";
  errno = EOVERFLOW;
  perror_msg("'%s'", name);

  return 0;
}

// Print a number or a string with the directive's flags and width.
static void fmt_num(FILE *out, char *spec, int len, char conv, long long val)
{
  char fmt[16], c[] = {'l', 'l', conv, 0};
  int wp[2];

  if (dirfmt(out, fmt, spec, len, c, wp, 0))
    fprintf(out, fmt, wp[0], wp[1], val);
}

static void fmt_str(FILE *out, char *spec, int len, char *str)
{
  char fmt[16];
  int wp[2];

  // (no flags or width: the common case, kept cheap)
  if (!len) {
    fputs(str, out);
    return;
  }
  if (dirfmt(out, fmt, spec, len, "s", wp, 1))
    fprintf(out, fmt, wp[0], wp[1], str);
}

// Time directive k (0: ctime style, @: seconds, else strftime's letters);
// NULL ts (no birth time) prints nothing.
static void fmt_time(FILE *out, char *spec, int len, char k,
  struct timespec *ts)
{
  char buf[128], frac[16];
  struct tm tm;
  time_t t;

  if (!ts) {
    fmt_str(out, spec, len, "");
    return;
  }
  t = ts->tv_sec;
  sprintf(frac, "%09ld0", (long)ts->tv_nsec);
  if (k == '@') {
    snprintf(buf, sizeof(buf), "%lld.%s", (long long)t, frac);
    fmt_str(out, spec, len, buf);
    return;
  }
  localtime_r(&t, &tm);
  if (!k) {
    strftime(buf, 64, "%a %b %e %H:%M:%S", &tm);
    sprintf(buf+strlen(buf), ".%s", frac);
    strftime(buf+strlen(buf), 32, " %Y", &tm);
  } else if (k == 'S' || k == 'T' || k == '+' || k == 'X') {
    strftime(buf, 64, k == 'S' ? "%S" : k == '+' ? "%Y-%m-%d+%H:%M:%S"
      : "%H:%M:%S", &tm);
    sprintf(buf+strlen(buf), ".%s", frac);
  } else {
    char f[3] = {'%', k, 0};

    if (!strchr("aAbBcCdDeFgGhHIjklmMnprRstuUVwWxyYzZ%", k)) strcpy(buf, f);
    // space padded hours: GNU strftime extensions musl lacks
    else if (k == 'k') sprintf(buf, "%2d", tm.tm_hour);
    else if (k == 'l') sprintf(buf, "%2d", tm.tm_hour%12 ? tm.tm_hour%12 : 12);
    else if (!strftime(buf, sizeof(buf), f, &tm)) *buf = 0;
  }
  fmt_str(out, spec, len, buf);
}

// -printf's backslash escapes (\NNN apart): the byte, or -1
static int printf_escape(char c)
{
  int i = stridx("abfnrtv\\", c);

  return i == -1 ? -1 : "\a\b\f\n\r\t\v\\"[i];
}

// Complain about -printf FORMAT's mistakes once, when parsing it: errors
// for % at the end and reserved directives, warnings (exit status kept)
// for the rest, which print as they are.
static void check_format(char *f)
{
  int ev = toys.exitval;

  for (; *f; f++) {
    if (*f == '\\') {
      if (!*++f) {
        error_msg("warning: escape `\\' followed by nothing at all");
        break;
      }
      if (*f != 'c' && (*f < '0' || *f > '7') && printf_escape(*f) == -1)
        error_msg("warning: unrecognized escape `\\%c'", *f);
    } else if (*f == '%') {
      f++;

      while (*f && strchr("-+ #0", *f)) f++;
      while (isdigit((unsigned char)*f)) f++;
      if (*f == '.') for (f++; isdigit((unsigned char)*f); f++);
      if (!*f) error_exit("error: %% at end of format string");
      if (strchr("{[(", *f))
        error_exit("error: the format directive `%%%c' is reserved for future"
          " use", *f);
      if (strchr("ABCT", *f) && !f[1])
        error_msg("warning: format directive `%%%c' should be followed by "
          "another character", *f);
      else if (strchr("ABCT", *f)) f++;
      else if (!strchr("%abcdDfFgGhHiklmMnpPsStuUyYZ", *f))
        error_msg("warning: unrecognized format directive `%%%c'", *f);
    }
  }
  toys.exitval = ev;
}

// SELinux context of the file (%Z): malloced, or NULL after saying why not
static char *context(struct dirtree *node)
{
  char *con = 0;

  if (CFG_TOYBOX_SELINUX)
    con = file_context(-1, dirtree_parentfd(node), node->name, TT.follow);
  else errno = ENODATA;
  if (!con) perror_msg("getfilecon failed: '%s'", getpath(node));

  return con;
}

static void do_printf(FILE *out, char *f, struct dirtree *node)
{
  char *path = getpath(node), *s, buf[32];
  struct stat *st = &node->st;
  struct timespec bt;

  for (; *f; f++) {
    if (*f == '\\') {
      f++;
      if (*f == 'c') {
        fflush(out);
        return;
      }
      if (!*f) {
        putc('\\', out);
        break;
      }
      if (*f >= '0' && *f <= '7') {
        int i, c = 0;

        for (i = 0; i < 3 && *f >= '0' && *f <= '7'; i++) c = c*8 + *f++ - '0';
        f--;
        putc(c, out);
      } else {
        int c = printf_escape(*f);

        if (c == -1) {
          putc('\\', out);
          putc(*f, out);
        } else putc(c, out);
      }
    } else if (*f == '%') {
      char *spec = ++f, c;
      int len;

      while (*f && strchr("-+ #0", *f)) f++;
      while (isdigit((unsigned char)*f)) f++;
      if (*f == '.') for (f++; isdigit((unsigned char)*f); f++);
      len = f-spec;
      c = *f;
      if (!c) {
        putc('%', out);
        break;
      }
      if (c == '%') putc('%', out);
      else if (c == 'p') fmt_str(out, spec, len, path);
      else if (c == 'f') fmt_str(out, spec, len, node->parent ? node->name
        : basestart(path));
      else if (c == 'h') {
        char *dir;

        if (node->parent) dir = xstrndup(path, basestart(path)-path-1);
        else {
          s = basestart(path);
          if (s == path) dir = xstrdup(*path == '/' ? "" : ".");
          else {
            while (s > path && s[-1] == '/') s--;
            dir = xstrndup(path, s-path);
          }
        }
        fmt_str(out, spec, len, dir);
        free(dir);
      } else if (c == 'P') {
        s = path+strlen(TT.start);
        while (*s == '/' && node->parent) s++;
        fmt_str(out, spec, len, node->parent ? s : "");
      } else if (c == 'H') fmt_str(out, spec, len, TT.start);
      else if (c == 's') {
        sprintf(buf, "%lld", (long long)st->st_size);
        fmt_str(out, spec, len, buf);
      } else if (c == 'S') {
        char fmt[16];
        int wp[2];

        // 512 byte blocks per byte of size; an empty file counts as full
        if (dirfmt(out, fmt, spec, len, "g", wp, 0))
          fprintf(out, fmt, wp[0], wp[1],
            st->st_size ? 512.0*st->st_blocks/st->st_size : 1.0);
      } else if (c == 'm') fmt_num(out, spec, len, 'o', st->st_mode & 07777);
      else if (c == 'M') {
        mode_to_string(st->st_mode, buf);
        fmt_str(out, spec, len, buf);
      } else if (c == 'u') fmt_str(out, spec, len, cached_username(st->st_uid));
      else if (c == 'g') fmt_str(out, spec, len, cached_groupname(st->st_gid));
      else if (c == 'U') fmt_num(out, spec, len, 'u', st->st_uid);
      else if (c == 'G') fmt_num(out, spec, len, 'u', st->st_gid);
      else if (c == 'i') fmt_num(out, spec, len, 'u', st->st_ino);
      else if (c == 'n') fmt_num(out, spec, len, 'u', st->st_nlink);
      else if (c == 'd') fmt_num(out, spec, len, 'd', node->depth);
      else if (c == 'D') fmt_num(out, spec, len, 'u', st->st_dev);
      else if (c == 'F') fmt_str(out, spec, len, fstype(st->st_dev));
      else if (c == 'k') fmt_num(out, spec, len, 'd', (st->st_blocks+1)/2);
      else if (c == 'b') fmt_num(out, spec, len, 'd', st->st_blocks);
      else if (c == 'y' || c == 'Y') {
        struct stat st2;

        buf[1] = 0;
        *buf = typechar(st->st_mode);
        if (c == 'Y' && S_ISLNK(st->st_mode)) {
          if (!fstatat(dirtree_parentfd(node), node->name, &st2, 0))
            *buf = typechar(st2.st_mode);
          else *buf = errno == ELOOP ? 'L' : errno == ENOENT ? 'N' : '?';
        }
        fmt_str(out, spec, len, buf);
      } else if (c == 'l') {
        char *l = S_ISLNK(st->st_mode)
          ? xreadlinkat(dirtree_parentfd(node), node->name) : 0;

        fmt_str(out, spec, len, l ? l : "");
        free(l);
      } else if (c == 'Z') {
        char *con = context(node);

        fmt_str(out, spec, len, con ? con : "");
        free(con);
      } else if (c == 't' || c == 'a' || c == 'c')
        fmt_time(out, spec, len, 0, filetime(node, c == 't' ? 'm' : c, 0));
      else if (c == 'T' || c == 'A' || c == 'C' || c == 'B') {
        if (!f[1]) {
          putc('%', out);
          putc(c, out);
          break;
        }
        f++;
        fmt_time(out, spec, len, *f, filetime(node, c == 'T' ? 'm'
          : c == 'B' ? 'B' : tolower(c), &bt));
      } else fprintf(out, "%%%.*s%c", len, spec, c);
    } else putc(*f, out);
  }
}

// -ls names: GNU escapes blanks, quotes, backslashes and non-ASCII bytes
static void ls_name(FILE *out, char *s)
{
  for (; *s; s++) {
    unsigned char c = *s;
    int i = stridx("\\\a\b\f\n\r\t\v\" ", c);

    if (c && i != -1) fprintf(out, "\\%c", "\\abfnrtv\" "[i]);
    else if (c < 32 || c > 126) fprintf(out, "\\%03o", c);
    else putc(c, out);
  }
}

static void do_ls(FILE *out, struct dirtree *node)
{
  struct stat *st = &node->st;
  char mode[11], date[32], *l = 0;
  struct tm tm;
  time_t t = st->st_mtime;

  mode_to_string(st->st_mode, mode);
  localtime_r(&t, &tm);
  strftime(date, sizeof(date), (t > TT.now.tv_sec-182*86400
    && t <= TT.now.tv_sec+60) ? "%b %e %H:%M" : "%b %e  %Y", &tm);
  fprintf(out, "%9llu %6lld %s %3lu %-8s ", (unsigned long long)st->st_ino,
    (long long)(st->st_blocks+1)/2, mode, (unsigned long)st->st_nlink,
    cached_username(st->st_uid));
  fprintf(out, "%-8s ", cached_groupname(st->st_gid));
  if (S_ISBLK(st->st_mode) || S_ISCHR(st->st_mode))
    fprintf(out, "%3u, %3u", major(st->st_rdev), minor(st->st_rdev));
  else fprintf(out, "%8lld", (long long)st->st_size);
  fprintf(out, " %s ", date);
  ls_name(out, getpath(node));
  if (S_ISLNK(st->st_mode)
      && (l = xreadlinkat(dirtree_parentfd(node), node->name))) {
    fprintf(out, " -> ");
    ls_name(out, l);
  }
  putc('\n', out);
  free(l);
}

static int eval(struct fnode *n, struct dirtree *node)
{
  struct stat *st = &node->st;

  // -quit stops at once: nothing after it runs
  if (TT.quit) return 0;
  switch (n->type) {
  case F_AND: return eval(n->a, node) && eval(n->b, node);
  case F_OR: return eval(n->a, node) || eval(n->b, node);
  case F_NOT: return !eval(n->a, node);
  case F_COMMA: eval(n->a, node); return eval(n->b, node);
  case F_TRUE: return 1;
  case F_FALSE: return 0;
  case F_NAME: {
    char *s = node->parent ? node->name : basestart(getpath(node)), *t = 0;
    int rc, l = strlen(s);

    // A top level "dir/" is matched as "dir"
    if (!node->parent && l > 1 && s[l-1] == '/') {
      t = xstrdup(s);
      while (l > 1 && t[l-1] == '/') t[--l] = 0;
      s = t;
    }
    rc = !fnmatch(n->str, s, n->flags);
    free(t);
    return rc;
  }
  case F_PATH: return !fnmatch(n->str, getpath(node), n->flags);
  case F_CONTEXT: {
    char *con = CFG_TOYBOX_SELINUX ? file_context(-1, dirtree_parentfd(node),
      node->name, TT.follow) : 0;
    int rc = con && !fnmatch(n->str, con, 0);

    free(con);
    return rc;
  }
  case F_LNAME: {
    char *l;
    int rc;

    if (!S_ISLNK(st->st_mode)
        || !(l = xreadlinkat(dirtree_parentfd(node), node->name))) return 0;
    rc = !fnmatch(n->str, l, n->flags);
    free(l);
    return rc;
  }
  case F_REGEX: {
    regmatch_t m;
    char *p = getpath(node);

    return !regexec(&n->reg, p, 1, &m, 0) && !m.rm_so && !p[m.rm_eo];
  }
  case F_TYPE: return !!(modetype(st->st_mode) & n->num);
  case F_XTYPE: {
    struct stat st2;
    int fd = dirtree_parentfd(node);

    if (S_ISLNK(st->st_mode)) {
      if (fstatat(fd, node->name, &st2, 0)) st2 = *st;
    } else if (TT.follow) {
      if (fstatat(fd, node->name, &st2, AT_SYMLINK_NOFOLLOW)) st2 = *st;
    } else st2 = *st;
    return !!(modetype(st2.st_mode) & n->num);
  }
  case F_SIZE: return numcmp(n, n->flags == 1 ? st->st_size
    : (st->st_size+n->flags-1)/n->flags);
  case F_FSTYPE: return !strcmp(n->str, fstype(st->st_dev));
  case F_TIME: {
    struct timespec *ts = n->which == 'u' ? &st->st_atim
      : filetime(node, n->which, 0), *now = &TT.now;
    double age;

    // -used: days from the last status change to the last access, if later
    if (n->which == 'u') {
      now = ts;
      ts = &st->st_ctim;
      if (now->tv_sec < ts->tv_sec || (now->tv_sec == ts->tv_sec
          && now->tv_nsec <= ts->tv_nsec)) return 0;
    }
    age = (now->tv_sec-ts->tv_sec)+(now->tv_nsec-ts->tv_nsec)/1e9;

    // GNU: days round down; minutes (and -used days) round up, +N/-N
    // compare exactly
    // (floor and ceil by hand: no libm to load at each start)
    if (n->flags == 86400 && n->which != 'u') {
      long long days = age/86400;

      return numcmp(n, days-(days > age/86400));
    }
    if (n->cmp > 0) return age > n->num*(double)n->flags;
    if (n->cmp < 0) return age < n->num*(double)n->flags;
    long long up = age/n->flags;

    return up+(up < age/n->flags) == n->num;
  }
  case F_NEWER: {
    struct timespec bt, *ts = filetime(node, n->which, &bt);

    return ts && (ts->tv_sec > n->ts.tv_sec
      || (ts->tv_sec == n->ts.tv_sec && ts->tv_nsec > n->ts.tv_nsec));
  }
  case F_PERM: {
    mode_t m = st->st_mode & 07777;

    if (n->which == '-') return (m & n->num) == n->num;
    if (n->which == '/') return !n->num || (m & n->num);
    return m == n->num;
  }
  case F_UID: return numcmp(n, st->st_uid);
  case F_GID: return numcmp(n, st->st_gid);
  case F_NOUSER: return !getpwuid(st->st_uid);
  case F_NOGROUP: return !getgrgid(st->st_gid);
  case F_LINKS: return numcmp(n, st->st_nlink);
  case F_INUM: return numcmp(n, st->st_ino);
  case F_SAMEFILE: return st->st_dev == n->dev && st->st_ino == n->ino;
  case F_EMPTY: return is_empty(node);
  case F_ACCESS: return !faccessat(dirtree_parentfd(node), node->name,
    n->flags, 0);
  case F_PRUNE: if (!TT.depth) TT.prune = 1; return 1;
  case F_QUIT: TT.quit = 1; return 1;
  case F_PRINT: case F_PRINT0: {
    char *p = getpath(node);

    fwrite(p, 1, strlen(p)+1-(n->type == F_PRINT), n->out);
    if (n->type == F_PRINT) putc('\n', n->out);
    return 1;
  }
  case F_PRINTF: do_printf(n->out, n->str, node); return 1;
  case F_LS: do_ls(n->out, node); return 1;
  case F_DELETE:
    // "." can't be removed and isn't tried
    if (!node->parent && !strcmp(node->name, ".")) return 1;
    if (unlinkat(dirtree_parentfd(node), node->name,
        S_ISDIR(st->st_mode) ? AT_REMOVEDIR : 0)) {
      perror_msg("cannot delete '%s'", getpath(node));
      return 0;
    }
    return 1;
  case F_EXEC: return do_exec(n, node);
  }

  return 0;
}

// Is this directory part of a symlink loop (already being visited)?
static int in_loop(struct dirtree *node)
{
  struct dirtree *up;

  for (up = node->parent; up; up = up->parent)
    if (same_file(&up->st, &node->st)) return 1;

  return 0;
}

static void flush_dir(struct dirtree *node)
{
  struct fnode *n;

  for (n = TT.execs; n; n = n->next) if (n->dir && n->bdir == node)
    flush_batch(n);
}

static int find_cb(struct dirtree *node)
{
  int recurse;

  if (!dirtree_notdotdot(node)) return 0;
  // A new node may have the address of a freed one: forget the cached path
  TT.pathnode = 0;
  // Without stat(), readdir's type may be unknown (or this is the top)
  if (!(node->st.st_mode & S_IFMT) && fstatat(dirtree_parentfd(node),
      node->name, &node->st, AT_SYMLINK_NOFOLLOW)) {
    perror_msg("'%s'", getpath(node));
    return 0;
  }
  if (node->again) {
    // This directory is freed on return: don't take another for it
    if (TT.dirnode == node) TT.dirnode = 0;
    // We asked to descend but the directory didn't open: say why
    if (node->extra == 1 && node->dirfd == -1 && !in_loop(node)) {
      int err = errno;

      getpath(node);
      errno = err;
      perror_msg("'%s'", TT.path);
    }
    flush_dir(node);
    if (TT.depth && node->depth >= TT.mindepth) eval(TT.expr, node);
    if (TT.quit) {
      flush_all();
      return DIRTREE_ABORT;
    }
    return 0;
  }
  if (!node->parent) TT.topdev = node->st.st_dev;
  // Following symlinks back into a directory we're in: say so, skip it
  if (TT.follow == 2 && S_ISDIR(node->st.st_mode)) {
    struct dirtree *up;

    for (up = node->parent; up; up = up->parent)
      if (same_file(&up->st, &node->st)) {
        char *p = dirtree_path(up, 0);

        error_msg("File system loop detected; '%s' is part of the same file "
          "system loop as '%s'.", getpath(node), p);
        free(p);
        return 0;
      }
  }
  recurse = S_ISDIR(node->st.st_mode) && node->depth < TT.maxdepth
    && !(TT.xdev && node->st.st_dev != TT.topdev);
  if (!TT.depth || !recurse) {
    if (node->depth >= TT.mindepth) eval(TT.expr, node);
    if (TT.quit) {
      flush_all();
      return DIRTREE_ABORT;
    }
    if (TT.prune) recurse = TT.prune = 0;
  }
  if (!recurse) return 0;
  node->extra = 1;

  return DIRTREE_RECURSE|DIRTREE_COMEAGAIN;
}

void find_main(void)
{
  char **paths = toys.optargs, *dot[] = {".", 0}, **env;
  int i, npaths, flags = 0;
  long envlen = 0;
  struct stat st;

  clock_gettime(CLOCK_REALTIME, &TT.now);
  TT.maxdepth = LONG_MAX;
  TT.regflags = REG_EXTENDED;
  if (FLAG(L)) TT.follow = 2;
  else if (FLAG(H)) TT.follow = 1;
  for (env = environ; *env; env++) envlen += strlen(*env)+1+sizeof(char *);
  TT.argmax = sysconf(_SC_ARG_MAX)-envlen-4096;
  if (TT.argmax > 1<<20) TT.argmax = 1<<20;

  // Paths come before the first -thing, ( or !
  for (npaths = 0; npaths < toys.optc; npaths++) {
    char *s = toys.optargs[npaths];

    if ((*s == '-' && s[1]) || !strcmp(s, "(") || !strcmp(s, "!")) break;
  }
  TT.args = toys.optargs+npaths;
  TT.argn = toys.optc-npaths;
  TT.expr = TT.argn ? parse_comma() : newnode(F_TRUE, 0, 0);
  if (TT.argi < TT.argn) {
    if (!strcmp(tok(), ")")) error_exit("you have too many ')'");
    stray(tok());
  }
  if (!TT.printed) {
    TT.expr = newnode(F_AND, TT.expr, newnode(F_PRINT, 0, 0));
    TT.expr->b->out = stdout;
  }
  if (!npaths) {
    paths = dot;
    npaths = 1;
  }

  if (TT.follow == 2) flags = DIRTREE_SYMFOLLOW;
  else if (TT.follow == 1) flags = DIRTREE_COMEFOLLOW;
  flags |= DIRTREE_SHUTUP;
  if (!TT.needstat && !TT.follow && !TT.xdev) flags |= DIRTREE_STATLESS;

  for (i = 0; i < npaths && !TT.quit; i++) {
    TT.start = paths[i];
    if ((TT.follow ? stat : lstat)(paths[i], &st) && lstat(paths[i], &st)) {
      perror_msg("'%s'", paths[i]);
      continue;
    }
    dirtree_flagread(paths[i], flags, find_cb);
    TT.pathnode = TT.dirnode = 0;
  }
  flush_all();
  free(TT.path);
  free(TT.dirpath);
  // Report write errors of -fprint files (stdout's are main's to report)
  while (TT.fouts) {
    struct fout *fo = TT.fouts;

    if (fflush(fo->fp) | ferror(fo->fp) | fclose(fo->fp))
      perror_msg("'%s'", fo->name);
    TT.fouts = fo->next;
    free(fo);
  }
}
