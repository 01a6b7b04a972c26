/* strings.c - print the runs of printable characters in files
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/strings.html

USE_STRINGS(NEWTOY(strings, "?a(all)f(print-file-name)n(bytes)#<1=4t(radix):o", TOYFLAG_USR|TOYFLAG_BIN))

config STRINGS
  bool "strings"
  default y
  help
    usage: strings [-afo] [-n N] [-t d|o|x] [FILE...]

    Output each run of at least N printable characters (ASCII 32 to 126
    and tab) in the FILEs (or stdin), one a line.

    -a  scan the whole file (always done)
    -f  start each line with the file name and ": "
    -n  N is the shortest run shown (default 4), also -N
    -o  same as -t o
    -t  start each line with the offset of the run in the file, in
        decimal (d), octal (o) or hexadecimal (x)
*/

#define FOR_strings
#include "toys.h"

GLOBALS(
  long n;
  char *t;

  char *fmt, *pend;
  long plen, psize;
)

static void do_strings(int fd, char *name)
{
  char *bb = xmalloc(65536);
  long long off = 0, start = 0;
  ssize_t len, i, j;
  int on = 0;

  TT.plen = 0;
  for (;;) {
    if ((len = read(fd, bb, 65536)) < 0) {
      if (errno == EINTR) continue;
      perror_msg_raw(name);
      break;
    }
    if (!len) break;
    for (i = 0; i < len; i = j) {
      // Run of printable bytes from i to j
      for (j = i; j < len && ((bb[j] >= 32 && bb[j] < 127) || bb[j] == '\t');)
        j++;
      if (j > i) {
        if (on) xputsl(bb+i, j-i);
        else {
          if (!TT.plen) start = off+i;
          if (TT.plen+j-i < TT.n) {
            if (TT.plen+j-i > TT.psize)
              TT.pend = xrealloc(TT.pend, TT.psize = TT.plen+j-i+64);
            memcpy(TT.pend+TT.plen, bb+i, j-i);
            TT.plen += j-i;
          } else {
            if (FLAG(f)) xprintf("%s: ", fd ? name : "{standard input}");
            if (TT.fmt) xprintf(TT.fmt, start);
            xputsl(TT.pend, TT.plen);
            xputsl(bb+i, j-i);
            on = 1;
            TT.plen = 0;
          }
        }
      }
      if (j < len) {
        if (on) xputc('\n');
        on = TT.plen = 0;
        j++;
      }
    }
    off += len;
  }
  if (on) xputc('\n');
  free(bb);
}

void strings_main(void)
{
  char **argv = toys.argv, **new;
  struct toy_list tl = *toys.which, *old = toys.which;
  int i, dash = 0;

  // -N means -n N: rewrite those, then parse again strictly (the '?' in
  // the optstring let them through).
  for (i = 0; argv[i]; i++);
  new = xzalloc((i+1)*sizeof(char *));
  for (i = 0; argv[i]; i++) {
    char *s = argv[i];

    if (!strcmp(s, "--")) dash = 1;
    new[i] = (!dash && i && *s == '-' && s[1] && strspn(s+1, "0123456789")
      == strlen(s+1)) ? xmprintf("-n%s", s+1) : s;
  }
  free(toys.optargs);
  tl.options++;
  toys.which = &tl;
  toys.argv = new;
  get_optflags();
  toys.which = old;
  for (i = 0; argv[i]; i++) if (new[i] != argv[i]) free(new[i]);
  free(new);
  toys.argv = argv;

  if (FLAG(o)) TT.t = "o";
  if (TT.t) {
    if (!strcmp(TT.t, "d")) TT.fmt = "%7lld ";
    else if (!strcmp(TT.t, "o")) TT.fmt = "%7llo ";
    else if (!strcmp(TT.t, "x")) TT.fmt = "%7llx ";
    else error_exit("invalid radix: '%s'", TT.t);
  }
  loopfiles(toys.optargs, do_strings);
  free(TT.pend);
}
