/* setfattr.c - set or remove extended attributes
 *
 * no standard (the attr package)

USE_SETFATTR(NEWTOY(setfattr, "(raw)(restore):h(no-dereference)n(name)*v(value):x(remove)*[!nx]", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config SETFATTR
  bool "setfattr"
  default y
  help
    usage: setfattr [-h] [--raw] -n NAME [-v VALUE] FILE...
       or: setfattr [-h] -x NAME FILE...
       or: setfattr [-h] --restore=DUMP

    Set the extended attribute NAME of each FILE to VALUE (default empty),
    or remove it.

    -h, --no-dereference	Change symlinks themselves, not what they point to
    -n, --name=NAME	The attribute to set (user.NAME, trusted.NAME...)
    -v, --value=VALUE	Its value: 0xHEX or 0sBASE64 (whitespace ignored), or
    		text (in "quotes" or not) where \ooo is an octal byte and
    		\\ and \" are \ and "
    -x, --remove=NAME	The attribute to remove
    --raw		VALUE as it is, not decoded
    --restore=DUMP	Set the attributes listed in DUMP (- for stdin), in the
    		format getfattr -d prints: "# file: FILE" lines, each
    		followed by NAME=VALUE lines up to a blank line
*/

#define FOR_setfattr
#include "toys.h"
#include <sys/xattr.h>

GLOBALS(
  char *restore;
  struct arg_list *nlist;
  char *v;
  struct arg_list *xlist;

  char *n, *x;
)

static noreturn void usage_fail(char *msg)
{
  error_msg("%s", msg);
  show_help(stderr, 0);
  toys.exitval = 2;
  xexit();
}

// Copy s (up to end) to out, turning \ooo into a byte, \\ and \" into \ and
// ". Returns the end of out.
static char *unescape_to(char *s, char *end, char *out)
{
  int i, c;

  while (s < end) {
    if (*s == '\\' && s+1 < end) {
      if (s[1] >= '0' && s[1] <= '7') {
        for (c = 0, i = 0, s++; i < 3 && s < end && *s >= '0' && *s <= '7'; i++)
          c = c*8 + *s++ - '0';
        *out++ = c;
        continue;
      }
      if (s[1] == '\\' || s[1] == '"') s++;
    }
    *out++ = *s++;
  }
  *out = 0;

  return out;
}

// Decode a value (0x hex, 0s base64 or text, see help) into a malloced
// buffer, *len long, or return NULL if it's bad.
static char *decode(char *s, long *len)
{
  static char b64[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  long slen = strlen(s);
  char *out = xmalloc(slen+1), *o = out, *t;
  unsigned acc = 0;
  int bits = 0, pad = 0, count = 0, d;

  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    for (s += 2; *s; s++) {
      if (isspace((unsigned char)*s)) continue;
      if (!isxdigit((unsigned char)*s)) goto bad;
      d = isdigit((unsigned char)*s) ? *s-'0' : (*s|32)-'a'+10;
      acc = acc*16+d;
      if (++count&1) continue;
      *o++ = acc;
      acc = 0;
    }
    if (count&1) goto bad;
  } else if (s[0] == '0' && (s[1] == 's' || s[1] == 'S')) {
    // Groups of 4, with = padding only at the end
    for (s += 2; *s; s++) {
      if (isspace((unsigned char)*s)) continue;
      count++;
      if (*s == '=') pad++;
      else if (pad || !(t = strchr(b64, *s))) goto bad;
      else {
        acc = (acc<<6 | (t-b64)) & 0xffff;
        if ((bits += 6) >= 8) *o++ = acc>>(bits -= 8);
      }
    }
    if ((count&3) || pad > 2 || pad != bits/2 || (acc & ((1<<bits)-1)))
      goto bad;
  } else {
    // Text, without the quotes around it
    if (slen > 1 && *s == '"' && s[slen-1] == '"') {
      s++;
      slen -= 2;
    }
    o = unescape_to(s, s+slen, out);
  }
  *len = o-out;

  return out;

bad:
  free(out);

  return 0;
}

static int set_one(char *file, char *name, char *val, long len)
{
  int rc;

  if (val) rc = FLAG(h) ? lsetxattr(file, name, val, len, 0)
    : setxattr(file, name, val, len, 0);
  else rc = FLAG(h) ? lremovexattr(file, name) : removexattr(file, name);
  if (rc) {
    if (errno == ENODATA) error_msg("%s: No such attribute", file);
    else perror_msg("%s", file);
  }

  return rc;
}

// --restore: lines of "# file: NAME" (escaped as getfattr does), NAME=VALUE
// (or NAME alone, for an empty value) for that file, blank lines between
// files and # comments.
static void restore(void)
{
  FILE *fp = strcmp(TT.restore, "-") ? fopen(TT.restore, "r") : stdin;
  char *line, *s, *eq, *file = 0, *name, *val, *what;
  long lineno = 0, len;
  struct stat st;
  int skip = 0;

  if (!fp || fstat(fileno(fp), &st)
      || (S_ISDIR(st.st_mode) && (errno = EISDIR))) perror_exit("%s", TT.restore);
  what = fp == stdin ? "stdin" : TT.restore;
  while ((line = xgetline(fp))) {
    lineno++;
    len = strlen(line);
    if (len && line[len-1] == '\r') line[--len] = 0;
    for (s = line; isspace((unsigned char)*s); s++);
    if (strstart(&s, "# file: ")) {
      free(file);
      file = xmalloc(strlen(s)+1);
      unescape_to(s, s+strlen(s), file);
      // A file that isn't there is reported once, not for each attribute
      if ((skip = (FLAG(h) ? lstat : stat)(file, &st))) perror_msg("%s", file);
    } else if (*s == '#') ;
    else if (!*s) {
      free(file);
      file = 0;
    } else if (!file) {
      error_msg("%s: line %ld: no '# file:' line before it", what, lineno);
      free(line);
      break;
    } else if (!skip) {
      if (!(eq = strchr(s, '='))) eq = s+strlen(s);
      name = xmalloc(eq-s+1);
      unescape_to(s, eq, name);
      if (!(val = decode(*eq ? eq+1 : eq, &len)))
        error_msg("%s: line %ld: bad input encoding", what, lineno);
      else set_one(file, name, val, len);
      free(name);
      free(val);
    }
    free(line);
  }
  free(file);
  if (fp != stdin) fclose(fp);
}

void setfattr_main(void)
{
  char **arg, *val = 0;
  long len = 0;

  if ((TT.nlist && TT.nlist->next) || (TT.xlist && TT.xlist->next))
    usage_fail("only one -n or -x");
  if (TT.nlist) TT.n = TT.nlist->arg;
  if (TT.xlist) TT.x = TT.xlist->arg;

  if (FLAG(restore)) {
    if (TT.n || TT.x || TT.v || FLAG(raw) || toys.optc)
      usage_fail("--restore takes no FILE, -n, -v, -x or --raw");
    restore();
    return;
  }
  if (!TT.n && !TT.x) usage_fail("needs -n, -x or --restore");
  if (TT.x && (TT.v || FLAG(raw))) usage_fail("no -v or --raw with -x");
  if (!toys.optc) usage_fail("needs a FILE");

  if (TT.n) {
    if (FLAG(raw)) len = strlen(val = xstrdup(TT.v ? TT.v : ""));
    else if (!(val = decode(TT.v ? TT.v : "", &len)))
      error_exit("-v '%s': bad input encoding", TT.v);
  }
  for (arg = toys.optargs; *arg; arg++)
    set_one(*arg, TT.n ? TT.n : TT.x, val, len);
  free(val);
}
