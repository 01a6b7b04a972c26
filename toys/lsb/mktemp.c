/* mktemp.c - make a new file or directory with a unique name
 *
 * See https://refspecs.linuxfoundation.org/LSB_5.0.0/LSB-Core-generic/LSB-Core-generic/mktemp.html

USE_MKTEMP(NEWTOY(mktemp, ">1(suffix):(tmpdir);p:uqdt", TOYFLAG_BIN))

config MKTEMP
  bool "mktemp"
  default y
  help
    usage: mktemp [-dqtu] [-p DIR] [--tmpdir[=DIR]] [--suffix=SFX] [TEMPLATE]

    Make a new file (mode 0600) or directory (0700) named by TEMPLATE with
    its last run of at least 3 X replaced by random letters and digits, and
    print its name. The default TEMPLATE is tmp.XXXXXXXXXX in $TMPDIR (or
    /tmp).

    -d  Make a directory
    -p  TEMPLATE is relative to DIR (--tmpdir=DIR; --tmpdir alone: $TMPDIR,
        else /tmp)
    -q  Quiet: don't say why the file couldn't be made
    -t  TEMPLATE is one name component in $TMPDIR, else DIR, else /tmp
    -u  Unsafe: make nothing, only print a name
    --suffix=SFX  Append SFX (no /) to TEMPLATE, after the X's
*/

#define FOR_mktemp
#include "toys.h"

GLOBALS(
  char *suffix, *tmpdir, *p;
)

// A bad template is always reported (-q is for failing to make the file)
static noreturn void fail(char *msg, ...)
{
  va_list va;

  va_start(va, msg);
  verror_msg(msg, 0, va);
  va_end(va);
  toys.exitval = 1;
  xexit();
}

void mktemp_main(void)
{
  char *tmpl = *toys.optargs, *dir = 0, *name, *x, *suffix, *env,
    *chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  unsigned char rand[64];
  int i, len, tries, fd;

  env = getenv("TMPDIR");
  if (env && !*env) env = 0;
  if (FLAG(tmpdir) && !TT.p) TT.p = TT.tmpdir ? TT.tmpdir : env ? env : "/tmp";
  if (!tmpl) {
    tmpl = "tmp.XXXXXXXXXX";
    if (FLAG(t)) dir = env ? env : TT.p ? TT.p : "/tmp";
    else dir = TT.p ? TT.p : env ? env : "/tmp";
  } else if (FLAG(t)) {
    if (strchr(tmpl, '/'))
      fail("invalid template, '%s', contains directory separator", tmpl);
    dir = env ? env : TT.p ? TT.p : "/tmp";
  } else if (TT.p) {
    if (*tmpl == '/')
      fail("invalid template, '%s'; with --tmpdir, it may not be absolute",
        tmpl);
    dir = TT.p;
  }

  // The X's to replace: the last run of them, or just before --suffix
  len = strlen(tmpl);
  if (TT.suffix) {
    if (strchr(TT.suffix, '/'))
      fail("invalid suffix '%s', contains directory separator", TT.suffix);
    if (!len || tmpl[len-1] != 'X')
      fail("with --suffix, template '%s' must end in X", tmpl);
  }
  for (x = tmpl+len; x > tmpl && x[-1] != 'X'; x--);
  suffix = x;
  while (x > tmpl && x[-1] == 'X') x--;
  if (suffix-x < 3) fail("too few X's in template '%s'", tmpl);
  if (strchr(suffix, '/'))
    fail("invalid suffix '%s', contains directory separator", suffix);

  len = suffix-x;
  i = dir ? strlen(dir)+1 : 0;
  name = xmprintf("%s%s%s%s", dir ? dir : "", dir ? "/" : "", tmpl,
    TT.suffix ? TT.suffix : "");
  x = name+i+(x-tmpl);

  for (tries = 0; tries < 1000; tries++) {
    for (i = 0; i < len; i++) {
      if (!(i%sizeof(rand))) xgetrandom(rand, sizeof(rand));
      x[i] = chars[rand[i%sizeof(rand)]%62];
    }
    if (FLAG(u)) break;
    if (FLAG(d)) {
      if (!mkdir(name, 0700)) break;
    } else if (-1 != (fd = open(name, O_CREAT|O_EXCL|O_RDWR, 0600))) {
      close(fd);
      break;
    }
    if (errno != EEXIST) break;
  }
  if (!FLAG(u) && (tries == 1000 || errno != EEXIST) && access(name, F_OK)) {
    int err = errno;

    memset(x, 'X', len);
    errno = err;
    if (!FLAG(q)) perror_msg("failed to create %s via template '%s'",
      FLAG(d) ? "directory" : "file", name);
    toys.exitval = 1;
    return;
  }
  xputs(name);
  free(name);
}
