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
    -regex RE      -iregex RE      whole path matches an extended regex
    -type [bcdflps],...  file type (several: -type f,d)
    -xtype TYPES   type of what a symlink points to (of the link with -L)
    -size N[cwbkMG]  size in units (default b: 512 bytes), rounded up
    -mtime N  -atime N  -ctime N   modified/accessed/changed N days ago
    -mmin N   -amin N   -cmin N    ... N minutes ago
    -newer F  -anewer F  -cnewer F   modified/accessed/changed after F was
    -perm MODE  -perm -MODE  -perm /MODE  exactly, all of, any of (octal or
                symbolic like u+w,g=r)
    -user NAME  -group NAME  -uid N  -gid N  -nouser  -nogroup
    -links N  -inum N  -samefile F  -empty  -true  -false
    -executable  -readable  -writable   access(2) says so

    Actions:
    -print  -print0  -ls  -printf FORMAT  -delete (implies -depth)
    -prune  don't descend into this directory    -quit  stop now
    -exec CMD ARG... ;   run CMD, {} in an ARG is the path; true if it exits 0
    -exec CMD ARG... {} +  run CMD with as many paths as fit (always true)
    -execdir ... ; or +  the same in the file's directory, with ./NAME
    -ok CMD ... ;  -okdir CMD ... ;  ask on stderr first, answer on stdin

    -printf FORMAT: \n \t \0 \\ \a \b \f \r \v \NNN \c and %% %p path, %f
    name, %h directory, %P path below the start point, %H start point, %s
    size, %m octal mode, %M ls-style mode, %u %g user/group name, %U %G
    their numbers, %t %a %c modify/access/change time (ctime style), %T@
    %A@ %C@ seconds since 1970, %Tk %Ak %Ck with k a strftime letter (also +
    for date+time), %y %Y type (of symlink target), %l symlink target, %d
    depth, %i inode, %n links, %k 1K blocks, %b 512 byte blocks, %D device;
    with flags and width like %-10s.

    Exit status 1 if a path or directory couldn't be read or a command
    couldn't be run.
*/

#define FOR_find
#include "toys.h"
#include <sys/sysmacros.h>

enum {
  F_AND, F_OR, F_NOT, F_COMMA, F_TRUE, F_FALSE, F_NAME, F_PATH, F_REGEX,
  F_TYPE, F_XTYPE, F_SIZE, F_TIME, F_NEWER, F_PERM, F_UID, F_GID, F_NOUSER,
  F_NOGROUP, F_LINKS, F_INUM, F_SAMEFILE, F_EMPTY, F_ACCESS, F_PRUNE, F_QUIT,
  F_PRINT, F_PRINT0, F_PRINTF, F_LS, F_DELETE, F_EXEC
};

struct fnode {
  struct fnode *a, *b, *next;
  int type, cmp, flags, which;
  long long num;
  char *str;
  struct timespec ts;
  regex_t reg;
  dev_t dev;
  ino_t ino;
  // -exec
  char **argv, **batch;
  int argc, plus, dir, ok, nbatch, maxbatch;
  long bsize, fixed;
  struct dirtree *bdir;
  char *bpath;
};

GLOBALS(
  struct fnode *expr, *execs;
  char **args, *start;
  int argi, argn, follow, depth, xdev, mindepth, regflags, quit, prune;
  int printed, errors, needstat;
  long maxdepth, argmax;
  dev_t topdev;
  struct timespec now;
  char *path;
  struct dirtree *pathnode;
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

static struct fnode *parse_comma(void);

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
    if (!tok() || !strcmp(tok(), ")") || !strcmp(tok(), "-o")
        || !strcmp(tok(), "-a") || !strcmp(tok(), ","))
      error_exit("expected an expression after '%s'", s);
    return newnode(F_NOT, parse_primary(), 0);
  }
  if (*s != '-' || !strcmp(s, "-o") || !strcmp(s, "-or") || !strcmp(s, "-a")
      || !strcmp(s, "-and") || !strcmp(s, ")") || !strcmp(s, ","))
  {
    if (*s == '-' || *s == ')' || *s == ',')
      error_exit("invalid expression; you have used a binary operator '%s' "
        "with nothing before it.", s);
    error_exit("paths must precede expression: `%s'", s);
  }

  n = newnode(F_TRUE, 0, 0);
  s++;

  // Options: always true
  if (!strcmp(s, "depth")) TT.depth = 1;
  else if (!strcmp(s, "maxdepth") || !strcmp(s, "mindepth")) {
    arg = needarg(s-1);
    getnum(n, s-1, arg, 0);
    if (n->cmp) error_exit("Expected a positive decimal integer argument to "
      "%s, but got '%s'", s-1, arg);
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
      || !strcmp(s, "iwholename"))
  {
    n->type = (*s == 'i' ? s[1] : *s) == 'n' ? F_NAME : F_PATH;
    n->flags = *s == 'i' ? FNM_CASEFOLD : 0;
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
  } else if (strchr("amc", *s) && (!strcmp(s+1, "time") || !strcmp(s+1, "min")))
  {
    n->type = F_TIME;
    n->which = *s;
    n->flags = s[1] == 'm' ? 60 : 86400;
    getnum(n, s-1, needarg(s-1), 0);
  } else if (!strcmp(s, "newer") || !strcmp(s, "anewer")
      || !strcmp(s, "cnewer"))
  {
    n->type = F_NEWER;
    n->which = *s == 'n' ? 'm' : *s;
    getref(needarg(s-1), &st);
    n->ts = st.st_mtim;
  } else if (!strcmp(s, "perm")) {
    mode_t um = umask(0);

    n->type = F_PERM;
    arg = needarg(s-1);
    if (*arg == '-' || *arg == '/') n->which = *arg++;
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
  else if (!strcmp(s, "print") || !strcmp(s, "print0")) {
    n->type = s[5] ? F_PRINT0 : F_PRINT;
    TT.printed = 1;
  } else if (!strcmp(s, "printf")) {
    n->type = F_PRINTF;
    n->str = needarg(s-1);
    TT.printed = 1;
  } else if (!strcmp(s, "ls")) {
    n->type = F_LS;
    TT.printed = 1;
  } else if (!strcmp(s, "delete")) {
    n->type = F_DELETE;
    TT.printed = TT.depth = 1;
  } else if (!strcmp(s, "exec") || !strcmp(s, "execdir") || !strcmp(s, "ok")
      || !strcmp(s, "okdir"))
  {
    n->type = F_EXEC;
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
  if (n->type > F_TYPE && n->type != F_PRUNE && n->type != F_QUIT
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
      if (!tok() || is_op(tok(), "-o", "-or") || !strcmp(tok(), ")"))
        error_exit("invalid expression; you have used a binary operator '%s' "
          "with nothing after it.", s);
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
    if (!tok() || !strcmp(tok(), ")") || !strcmp(tok(), ","))
      error_exit("invalid expression; you have used a binary operator '%s' "
        "with nothing after it.", s);
    n = newnode(F_OR, n, parse_and());
  }

  return n;
}

static struct fnode *parse_comma(void)
{
  struct fnode *n = parse_or();

  while (tok() && !strcmp(tok(), ",")) {
    TT.argi++;
    if (!tok() || !strcmp(tok(), ")"))
      error_exit("invalid expression; you have used a binary operator ',' "
        "with nothing after it.");
    n = newnode(F_COMMA, n, parse_or());
  }

  return n;
}

// The current node's path, computed once.
static char *getpath(struct dirtree *node)
{
  if (TT.pathnode != node) {
    free(TT.path);
    TT.path = dirtree_path(node, 0);
    TT.pathnode = node;
  }

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
  struct dirtree *dir;
  char *path;
};

static int cd_cmd_dir(void *data)
{
  struct cmd_dir *cd = data;

  return cd->dir ? fchdir(cd->dir->dirfd) : cd->path ? chdir(cd->path) : 0;
}

// Run argv (in the directory of node for -execdir); its exit status, or -1
// (after saying why) if it couldn't run.
static int run_cmd(char **argv, struct dirtree *dir, char *dirpath)
{
  struct cmd_dir cd = {dir, dirpath};
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
  if (run_cmd(argv, n->bdir, n->bpath)) toys.exitval = 1;
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
    rc = !run_cmd(argv, n->dir ? node->parent : 0, dp);
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
  struct dirent *de;
  DIR *dir;
  int fd, empty = 1;

  if (S_ISREG(node->st.st_mode)) return !node->st.st_size;
  if (!S_ISDIR(node->st.st_mode)) return 0;
  fd = openat(dirtree_parentfd(node), node->name, O_RDONLY|O_DIRECTORY|O_CLOEXEC);
  if (fd == -1 || !(dir = fdopendir(fd))) {
    if (fd != -1) close(fd);
    perror_msg("cannot open '%s'", getpath(node));
    return 0;
  }
  while ((de = readdir(dir))) {
    char *s = de->d_name;

    if (s[0] == '.' && (!s[1] || (s[1] == '.' && !s[2]))) continue;
    empty = 0;
    break;
  }
  closedir(dir);

  return empty;
}

static char typechar(mode_t m)
{
  int i = modetype(m);

  return i ? "bcdflps"[__builtin_ctz(i)] : '?';
}

// Print a number or a string with the directive's flags and width.
static void fmt_num(char *spec, int len, char conv, long long val)
{
  char fmt[48];

  snprintf(fmt, sizeof(fmt), "%%%.*sll%c", len, spec, conv);
  printf(fmt, val);
}

static void fmt_str(char *spec, int len, char *str)
{
  char fmt[48];
  int i, j = 1, flags = 1;

  // Flags # 0 + and space mean nothing to a string
  *fmt = '%';
  for (i = 0; i < len && j < 44; i++) {
    if (flags && strchr("#0+ ", spec[i])) continue;
    if (spec[i] != '-') flags = 0;
    fmt[j++] = spec[i];
  }
  fmt[j++] = 's';
  fmt[j] = 0;
  printf(fmt, str);
}

static void fmt_time(char *spec, int len, char k, struct timespec *ts)
{
  char buf[128], frac[16];
  struct tm tm;
  time_t t = ts->tv_sec;

  sprintf(frac, "%09ld0", (long)ts->tv_nsec);
  if (k == '@') {
    snprintf(buf, sizeof(buf), "%lld.%s", (long long)t, frac);
    fmt_str(spec, len, buf);
    return;
  }
  localtime_r(&t, &tm);
  if (!k) {
    strftime(buf, 64, "%a %b %e %H:%M:%S", &tm);
    sprintf(buf+strlen(buf), ".%s", frac);
    strftime(buf+strlen(buf), 32, " %Y", &tm);
  } else if (k == 'S' || k == 'T' || k == '+') {
    strftime(buf, 64, k == 'S' ? "%S" : k == 'T' ? "%H:%M:%S"
      : "%Y-%m-%d+%H:%M:%S", &tm);
    sprintf(buf+strlen(buf), ".%s", frac);
  } else {
    char f[3] = {'%', k, 0};

    if (!strchr("aAbBcdDeFgGhHIjklmMnprRstuUVwWxXyYzZ", k)) {
      snprintf(buf, sizeof(buf), "%c", k);
    // space padded hours: GNU strftime extensions musl lacks
    } else if (k == 'k') sprintf(buf, "%2d", tm.tm_hour);
    else if (k == 'l') sprintf(buf, "%2d", tm.tm_hour%12 ? tm.tm_hour%12 : 12);
    else if (!strftime(buf, sizeof(buf), f, &tm)) *buf = 0;
  }
  fmt_str(spec, len, buf);
}

static void do_printf(char *f, struct dirtree *node)
{
  char *path = getpath(node), *s, buf[32];
  struct stat *st = &node->st;

  for (; *f; f++) {
    if (*f == '\\') {
      f++;
      if (*f == 'c') {
        fflush(stdout);
        return;
      }
      if (!*f) {
        putchar('\\');
        break;
      }
      if (*f >= '0' && *f <= '7') {
        int i, c = 0;

        for (i = 0; i < 3 && *f >= '0' && *f <= '7'; i++) c = c*8 + *f++ - '0';
        f--;
        putchar(c);
      } else {
        int c = unescape(*f);

        if (c == -1) {
          putchar('\\');
          putchar(*f);
        } else putchar(c);
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
        putchar('%');
        break;
      }
      if (c == '%') putchar('%');
      else if (c == 'p') fmt_str(spec, len, path);
      else if (c == 'f') fmt_str(spec, len, node->parent ? node->name
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
        fmt_str(spec, len, dir);
        free(dir);
      } else if (c == 'P') {
        s = path+strlen(TT.start);
        while (*s == '/' && node->parent) s++;
        fmt_str(spec, len, node->parent ? s : "");
      } else if (c == 'H') fmt_str(spec, len, TT.start);
      else if (c == 's') {
        sprintf(buf, "%lld", (long long)st->st_size);
        fmt_str(spec, len, buf);
      }
      else if (c == 'm') fmt_num(spec, len, 'o', st->st_mode & 07777);
      else if (c == 'M') {
        mode_to_string(st->st_mode, buf);
        fmt_str(spec, len, buf);
      } else if (c == 'u') fmt_str(spec, len, getusername(st->st_uid));
      else if (c == 'g') fmt_str(spec, len, getgroupname(st->st_gid));
      else if (c == 'U') fmt_num(spec, len, 'u', st->st_uid);
      else if (c == 'G') fmt_num(spec, len, 'u', st->st_gid);
      else if (c == 'i') fmt_num(spec, len, 'u', st->st_ino);
      else if (c == 'n') fmt_num(spec, len, 'u', st->st_nlink);
      else if (c == 'd') fmt_num(spec, len, 'd', node->depth);
      else if (c == 'D') fmt_num(spec, len, 'u', st->st_dev);
      else if (c == 'k') fmt_num(spec, len, 'd', (st->st_blocks+1)/2);
      else if (c == 'b') fmt_num(spec, len, 'd', st->st_blocks);
      else if (c == 'y' || c == 'Y') {
        struct stat st2;

        buf[1] = 0;
        *buf = typechar(st->st_mode);
        if (c == 'Y' && S_ISLNK(st->st_mode)) {
          if (!fstatat(dirtree_parentfd(node), node->name, &st2, 0))
            *buf = typechar(st2.st_mode);
          else *buf = errno == ELOOP ? 'L' : 'N';
        }
        fmt_str(spec, len, buf);
      } else if (c == 'l') {
        char *l = S_ISLNK(st->st_mode)
          ? xreadlinkat(dirtree_parentfd(node), node->name) : 0;

        fmt_str(spec, len, l ? l : "");
        free(l);
      } else if (c == 't' || c == 'a' || c == 'c')
        fmt_time(spec, len, 0, c == 't' ? &st->st_mtim
          : c == 'a' ? &st->st_atim : &st->st_ctim);
      else if (c == 'T' || c == 'A' || c == 'C') {
        if (!f[1]) {
          putchar('%');
          putchar(c);
          break;
        }
        f++;
        fmt_time(spec, len, *f, c == 'T' ? &st->st_mtim
          : c == 'A' ? &st->st_atim : &st->st_ctim);
      } else {
        putchar('%');
        putchar(c);
      }
    } else putchar(*f);
  }
}

// -ls names: GNU escapes blanks, quotes, backslashes and non-ASCII bytes
static void ls_name(char *s)
{
  for (; *s; s++) {
    unsigned char c = *s;
    int i = stridx("\\\a\b\f\n\r\t\v\" ", c);

    if (c && i != -1) printf("\\%c", "\\abfnrtv\" "[i]);
    else if (c < 32 || c > 126) printf("\\%03o", c);
    else putchar(c);
  }
}

static void do_ls(struct dirtree *node)
{
  struct stat *st = &node->st;
  char mode[11], date[32], *l = 0;
  struct tm tm;
  time_t t = st->st_mtime;

  mode_to_string(st->st_mode, mode);
  localtime_r(&t, &tm);
  strftime(date, sizeof(date), (t > TT.now.tv_sec-182*86400
    && t <= TT.now.tv_sec+60) ? "%b %e %H:%M" : "%b %e  %Y", &tm);
  printf("%9llu %6lld %s %3lu %-8s ", (unsigned long long)st->st_ino,
    (long long)(st->st_blocks+1)/2, mode, (unsigned long)st->st_nlink,
    getusername(st->st_uid));
  printf("%-8s ", getgroupname(st->st_gid));
  if (S_ISBLK(st->st_mode) || S_ISCHR(st->st_mode))
    printf("%3u, %3u", major(st->st_rdev), minor(st->st_rdev));
  else printf("%8lld", (long long)st->st_size);
  printf(" %s ", date);
  ls_name(getpath(node));
  if (S_ISLNK(st->st_mode)
      && (l = xreadlinkat(dirtree_parentfd(node), node->name))) {
    printf(" -> ");
    ls_name(l);
  }
  putchar('\n');
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
  case F_TIME: {
    struct timespec *ts = n->which == 'm' ? &st->st_mtim
      : n->which == 'a' ? &st->st_atim : &st->st_ctim;
    double age = (TT.now.tv_sec-ts->tv_sec)+(TT.now.tv_nsec-ts->tv_nsec)/1e9;

    // GNU: days round down; minutes round up, +N/-N compare exactly
    if (n->flags == 86400) return numcmp(n, (long long)floor(age/86400));
    if (n->cmp > 0) return age > n->num*60.0;
    if (n->cmp < 0) return age < n->num*60.0;
    return (long long)ceil(age/60) == n->num;
  }
  case F_NEWER: {
    struct timespec *ts = n->which == 'm' ? &st->st_mtim
      : n->which == 'a' ? &st->st_atim : &st->st_ctim;

    return ts->tv_sec > n->ts.tv_sec
      || (ts->tv_sec == n->ts.tv_sec && ts->tv_nsec > n->ts.tv_nsec);
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

    fwrite(p, 1, strlen(p)+1-(n->type == F_PRINT), stdout);
    if (n->type == F_PRINT) putchar('\n');
    return 1;
  }
  case F_PRINTF: do_printf(n->str, node); return 1;
  case F_LS: do_ls(node); return 1;
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
  // -execdir batches run in their directory, while its fd is open
  flush_dir(node->parent);

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
    error_exit("paths must precede expression: `%s'", tok());
  }
  if (!TT.printed) TT.expr = newnode(F_AND, TT.expr, newnode(F_PRINT, 0, 0));
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
    TT.pathnode = 0;
  }
  flush_all();
  free(TT.path);
}
