/* reset.c - reset the terminal
 *
 * No standard (behaves as ncurses reset).

USE_RESET(NEWTOY(reset, ">1", TOYFLAG_USR|TOYFLAG_BIN))

config RESET
  bool "reset"
  default y
  help
    usage: reset [TERM]

    Put the terminal (on stderr, stdout or stdin) back in a sane state:
    cooked mode with echo, newline translation, special characters that
    are unset back to their defaults; then send its reset strings (or its
    initialization strings) to stderr. TERM defaults to $TERM.
*/

#define FOR_reset
#include "toys.h"

void reset_main(void)
{
  char *term = *toys.optargs ? *toys.optargs : getenv("TERM"), *s;
  static char *caps[][2] = {{"rs1", "is1"}, {"rs2", "is2"}, {"mgc", "mgc"},
    {"rs3", "is3"}};
  // intr quit erase kill eof start stop susp rprnt werase lnext discard
  static const char defs[][2] = {{VINTR, 3}, {VQUIT, 28}, {VERASE, 127},
    {VKILL, 21}, {VEOF, 4}, {VSTART, 17}, {VSTOP, 19}, {VSUSP, 26},
    {VREPRINT, 18}, {VWERASE, 23}, {VLNEXT, 22}, {VDISCARD, 15}};
  struct termios t;
  int fd, i;

  for (fd = 2; fd >= 0; fd--) if (!tcgetattr(fd, &t)) break;
  if (fd >= 0) {
    t.c_iflag &= ~(IGNBRK|INLCR|IGNCR|IXOFF|IUCLC|IXANY);
    t.c_iflag |= BRKINT|ICRNL|IMAXBEL;
    t.c_oflag &= ~(OLCUC|OCRNL|ONOCR|ONLRET|OFILL|OFDEL|NLDLY|CRDLY|TABDLY
      |BSDLY|VTDLY|FFDLY);
    t.c_oflag |= OPOST|ONLCR;
    t.c_cflag |= CREAD;
    t.c_lflag &= ~(ECHONL|NOFLSH|XCASE|TOSTOP|ECHOPRT|FLUSHO|EXTPROC);
    t.c_lflag |= ISIG|ICANON|IEXTEN|ECHO|ECHOE|ECHOK|ECHOCTL|ECHOKE;
    for (i = 0; i < sizeof(defs)/sizeof(*defs); i++)
      if (t.c_cc[(int)defs[i][0]] == _POSIX_VDISABLE)
        t.c_cc[(int)defs[i][0]] = defs[i][1];
    if (tcsetattr(fd, TCSADRAIN, &t)) perror_msg("tcsetattr");
  }

  if (!term || !*term) error_exit("No value for $TERM");
  if (!terminfo_load(term)) error_exit("unknown terminal \"%s\"", term);
  for (i = 0; i < 4; i++)
    if ((s = terminfo_get(caps[i][0])) || (s = terminfo_get(caps[i][1])))
      terminfo_write(2, s);
}
