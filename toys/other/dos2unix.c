/* dos2unix.c - convert line endings between DOS and Unix
 *
 * No standard (behaves as the dos2unix package's dos2unix and unix2dos).

USE_DOS2UNIX(NEWTOY(dos2unix, "fq", TOYFLAG_USR|TOYFLAG_BIN))
USE_DOS2UNIX(OLDTOY(unix2dos, dos2unix, TOYFLAG_USR|TOYFLAG_BIN))

config DOS2UNIX
  bool "dos2unix"
  default y
  help
    usage: dos2unix/unix2dos [-fq] [FILE...]

    Convert each FILE in place, or stdin to stdout ("-" or no FILE):
    dos2unix turns "\r\n" line endings into "\n", unix2dos "\n" into "\r\n"
    (leaving "\r\n" alone). Files with control characters other than tab,
    form feed and line endings are binary, and skipped.

    -f  Force: convert binary files too
    -q  Quiet: don't say what's being converted
*/

#define FOR_dos2unix
#include "toys.h"

GLOBALS(
  long line;
  int cr, bin;
)

// A message that isn't an error
static void note(char *fmt, ...)
{
  va_list va;

  fprintf(stderr, "%s: ", toys.which->name);
  va_start(va, fmt);
  vfprintf(stderr, fmt, va);
  va_end(va);
  fputc('\n', stderr);
}

// Convert len bytes of in to out, return its length; stop at a binary
// byte, setting TT.bin
static long convert(char *in, long len, char *out, int to_dos)
{
  long i, o = 0;
  unsigned char c;

  for (i = 0; i < len; i++) {
    c = in[i];
    if (c < 32 && (!c || !strchr("\t\n\f\r", c)) && !FLAG(f)) {
      note("Binary symbol 0x%02X found at line %ld", c, TT.line);
      TT.bin = 1;
      break;
    }
    // (\r\r is a pair too: "\r\n" stays, "\r\r\n" gets a \r)
    if (to_dos) {
      if (c == '\n' && !TT.cr) out[o++] = '\r';
      TT.cr = c == '\r' && !TT.cr;
    } else {
      if (TT.cr && c != '\n') out[o++] = '\r';
      if (c == '\r') {
        TT.cr = 1;
        continue;
      }
    }
    if (c == '\n') TT.line++;
    if (!to_dos) TT.cr = 0;
    out[o++] = c;
  }

  return o;
}

// Copy in to out converting: 0 done, 1 binary, 2 error
static int copy(int in, int out, char *name, int to_dos)
{
  char *obuf = xmalloc(2*sizeof(toybuf)+1);
  long len, o;
  int rc = 0;

  TT.line = 1;
  TT.cr = TT.bin = 0;
  while ((len = read(in, toybuf, sizeof(toybuf))) > 0) {
    o = convert(toybuf, len, obuf, to_dos);
    xwrite(out, obuf, o);
    if ((rc = TT.bin)) break;
  }
  if (len < 0) {
    perror_msg("%s", name);
    rc = 2;
  } else if (!rc && TT.cr && !to_dos) xwrite(out, "\r", 1);
  free(obuf);

  return rc;
}

void dos2unix_main(void)
{
  int to_dos = *toys.which->name == 'u', fd, out, rc;
  char **arg, *temp;
  struct stat st;

  if (!*toys.optargs || (!toys.optargs[1] && !strcmp(*toys.optargs, "-"))) {
    if (copy(0, 1, "stdin", to_dos) == 1) {
      note("Skipping binary file stdin");
      toys.exitval = 1;
    }
    return;
  }
  for (arg = toys.optargs; *arg; arg++) {
    if ((fd = open(*arg, O_RDONLY)) < 0 || fstat(fd, &st)) {
      perror_msg("%s", *arg);
      note("Skipping %s, not a regular file.", *arg);
      if (fd >= 0) close(fd);
      toys.exitval = 2;
      continue;
    }
    if (!S_ISREG(st.st_mode)) {
      note("Skipping %s, not a regular file.", *arg);
      close(fd);
      continue;
    }
    out = copy_tempfile(fd, *arg, &temp);
    if ((rc = copy(fd, out, *arg, to_dos))) {
      delete_tempfile(fd, out, &temp);
      if (rc == 1) note("Skipping binary file %s", *arg);
      else toys.exitval = 2;
      continue;
    }
    if (!FLAG(q))
      note("converting file %s to %s format...", *arg, to_dos ? "DOS" : "Unix");
    replace_tempfile(fd, out, &temp);
  }
}
