/* getfattr.c - show extended attributes
 *
 * no standard (the attr package)

USE_GETFATTR(NEWTOY(getfattr, "<1(only-values)(absolute-names)(one-file-system)n(name):d(dump)e(encoding):m(match):h(no-dereference)R(recursive)L(logical)P(physical)[-LP]", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config GETFATTR
  bool "getfattr"
  default y
  help
    usage: getfattr [-dhRLP] [-n NAME] [-m PATTERN] [-e ENC] [--only-values] [--absolute-names] FILE...

    Show the extended attributes of each FILE: their names, or with -d or
    -n the names and values, as "# file: FILE" then NAME=VALUE lines and a
    blank line (what setfattr --restore reads).

    -d, --dump	Show the values too
    -e, --encoding=ENC	Values as text ("..." with \ooo escapes), hex (0x...)
    		or base64 (0s...). Default: text when printable, else base64
    -h, --no-dereference	Look at symlinks themselves, not at what they point to
    -m, --match=PATTERN	Only names matching the extended regular expression
    		(default ^user\., - for all)
    -n, --name=NAME	Only the attribute NAME (with its value)
    -R, --recursive	Recurse into directories (symlinks found there are
    		not followed, unless -L)
    -L, --logical	With -R, follow all symlinks to directories
    -P, --physical	With -R, follow no symlinks to directories, not even
    		FILE arguments
    --absolute-names	Keep the leading / of FILE names (else removed, with a
    		notice on stderr)
    --only-values	Just the raw values, nothing else
    --one-file-system	With -R, skip files on other filesystems
*/

#define FOR_getfattr
#include "toys.h"
#include <sys/xattr.h>

GLOBALS(
  char *n, *e, *m;

  regex_t re;
  dev_t dev;
  int enc, all, cwdfd, moved, warned;
)

static noreturn void usage_fail(char *msg, char *arg)
{
  error_msg(msg, arg);
  show_help(stderr, 0);
  toys.exitval = 2;
  xexit();
}

// The names (NUL separated), or a value, of name's attributes: malloced,
// *len long (with a NUL after), or NULL with errno set.
static char *get_attr(char *file, char *name, ssize_t *len)
{
  char *buf = toybuf;
  ssize_t l = sizeof(toybuf);

  // Most fit in toybuf: one call. Else ask the size, and again if it grew.
  for (;;) {
    if (name) l = FLAG(h) ? lgetxattr(file, name, buf, l)
      : getxattr(file, name, buf, l);
    else l = FLAG(h) ? llistxattr(file, buf, l) : listxattr(file, buf, l);
    if (l >= 0) {
      if (buf == toybuf) buf = memcpy(xmalloc(l+1), toybuf, l);
      buf[*len = l] = 0;

      return buf;
    }
    if (buf != toybuf) free(buf);
    if (errno != ERANGE) return 0;
    if (name)
      l = FLAG(h) ? lgetxattr(file, name, 0, 0) : getxattr(file, name, 0, 0);
    else l = FLAG(h) ? llistxattr(file, 0, 0) : listxattr(file, 0, 0);
    if (l < 0) return 0;
    buf = xmalloc(l+1);
  }
}

// Names and paths: newline, carriage return, backslash (and = in names) as
// \ooo, so each is one line that setfattr --restore can read back.
static void put_escaped(char *s, int name)
{
  for (; *s; s++) {
    if (*s == '\n' || *s == '\r' || *s == '\\' || (name && *s == '='))
      xprintf("\\%03o", (unsigned char)*s);
    else putchar(*s);
  }
}

static void put_value(char *v, ssize_t len)
{
  static char b64[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  unsigned char *u = (void *)v;
  int enc = TT.enc;
  ssize_t i;

  // Text if printable ASCII (a C string's final NUL doesn't count)
  if (!enc) {
    enc = 1;
    for (i = 0; i < len; i++)
      if ((u[i] < 32 || u[i] > 126) && (u[i] || i != len-1)) enc = 3;
  }
  if (enc == 1) {
    if (len && !v[len-1]) len--;
    putchar('"');
    for (i = 0; i < len; i++) {
      if (!u[i] || u[i] == '\n' || u[i] == '\r') xprintf("\\%03o", u[i]);
      else {
        if (u[i] == '"' || u[i] == '\\') putchar('\\');
        putchar(u[i]);
      }
    }
    putchar('"');
  } else if (enc == 2) {
    xputsn("0x");
    for (i = 0; i < len; i++) xprintf("%02x", u[i]);
  } else {
    xputsn("0s");
    for (i = 0; i < len; i += 3) {
      unsigned n = u[i]<<16 | (i+1 < len ? u[i+1]<<8 : 0)
        | (i+2 < len ? u[i+2] : 0);

      putchar(b64[n>>18]);
      putchar(b64[(n>>12)&63]);
      putchar(i+1 < len ? b64[(n>>6)&63] : '=');
      putchar(i+2 < len ? b64[n&63] : '=');
    }
  }
}

// How a path is shown: without leading / (unless --absolute-names) or ./
static char *shown(char *path)
{
  char *s = path;

  if (!FLAG(absolute_names) && *s == '/') {
    while (*s == '/') s++;
    if (!*s) return path;
    if (!TT.warned++) {
      int status = toys.exitval;

      error_msg("Removing leading '/' from absolute path names");
      toys.exitval = status;
    }
  }
  if (s[0] == '.' && s[1] == '/') {
    char *t = s+2;

    while (*t == '/') t++;
    if (*t) s = t;
  }

  return s;
}

// Report a failure to read attribute name of path
static void attr_fail(char *path, char *name)
{
  if (errno == ENODATA) error_msg("%s: %s: No such attribute", path, name);
  else perror_msg("%s: %s", path, name);
}

// The node's path, made the first time it's needed (only to be shown:
// making it for every file of a deep tree would take time squared)
static char *node_path(struct dirtree *node, char **path)
{
  if (!*path) *path = dirtree_path(node, 0);

  return *path;
}

// Show the attributes of node (file is its name relative to the current
// directory)
static void show_file(char *file, struct dirtree *node)
{
  char *path = 0, *list = 0, **names = &TT.n, *val, *s;
  ssize_t len, vlen;
  long count = 1, i, header = 0;

  if (!TT.n) {
    if (!(list = get_attr(file, 0, &len))) {
      perror_msg("%s", node_path(node, &path));
      free(path);
      return;
    }
    // The names that match, sorted
    for (count = 0, s = list; s < list+len; s += strlen(s)+1) count++;
    names = xmalloc((count+1)*sizeof(char *));
    for (count = 0, s = list; s < list+len; s += strlen(s)+1)
      if (TT.all || !regexec(&TT.re, s, 0, 0, 0)) names[count++] = s;
    qsort(names, count, sizeof(char *), qstrcmp);
  }

  for (i = 0; i < count; i++) {
    val = 0;
    if ((FLAG(d) || TT.n || FLAG(only_values))
        && !(val = get_attr(file, names[i], &vlen)))
    {
      attr_fail(node_path(node, &path), names[i]);
      continue;
    }
    if (FLAG(only_values)) {
      fwrite(val, 1, vlen, stdout);
      xflush(0);
    } else {
      if (!header++) {
        s = shown(node_path(node, &path));
        xputsn("# file: ");
        put_escaped(s, 0);
        putchar('\n');
      }
      put_escaped(names[i], 1);
      if (val) {
        putchar('=');
        put_value(val, vlen);
      }
      xputc('\n');
    }
    free(val);
  }
  if (header) xputc('\n');
  if (list) {
    free(names);
    free(list);
  }
  free(path);
}

static int do_getfattr(struct dirtree *node)
{
  char *path;

  if (!dirtree_notdotdot(node)) return 0;
  if (!node->parent) TT.dev = node->st.st_dev;
  else if (FLAG(one_file_system) && node->st.st_dev != TT.dev) return 0;

  // The xattr calls have no *at() versions: go where the name is
  if (node->parent) {
    if (fchdir(dirtree_parentfd(node))) {
      perror_msg("%s", path = dirtree_path(node->parent, 0));
      free(path);
      return 0;
    }
    TT.moved = 1;
  }
  show_file(node->name, node);

  return (FLAG(R) && S_ISDIR(node->st.st_mode)) ? DIRTREE_RECURSE : 0;
}

void getfattr_main(void)
{
  char **arg, *encs[] = {"text", "hex", "base64"}, *match = "^user\\.";
  int i, flags = DIRTREE_COMEFOLLOW;

  if (TT.e) {
    for (i = 0; i < 3; i++) if (!strcmp(TT.e, encs[i])) TT.enc = i+1;
    if (!TT.enc) usage_fail("bad encoding '%s' (text, hex or base64)", TT.e);
  }
  if (TT.m) match = TT.m;
  if (!strcmp(match, "-") || !*match) TT.all = 1;
  else if (!TT.n) xregcomp(&TT.re, match, REG_EXTENDED|REG_NOSUB);

  if (FLAG(L)) flags = DIRTREE_SYMFOLLOW;
  else if (FLAG(h) || FLAG(P)) flags = 0;
  if (FLAG(R)) TT.cwdfd = xopen(".", O_PATH|O_DIRECTORY|O_CLOEXEC);
  for (arg = toys.optargs; *arg; arg++) {
    dirtree_flagread(*arg, flags, do_getfattr);
    // Back for the next FILE
    if (TT.moved && fchdir(TT.cwdfd))
      perror_exit("can't return to the current directory");
    TT.moved = 0;
  }
}
