/* stty.c - show or change terminal settings
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/stty.html

USE_STTY(NEWTOY(stty, "?F:ag[!ag]", TOYFLAG_BIN))

config STTY
  bool "stty"
  default y
  help
    usage: stty [-F DEVICE] [-a | -g | SETTING...]

    Show the settings of the terminal on stdin (or DEVICE) that differ from
    "sane", or change them.

    -a  Show all settings
    -F  Use DEVICE instead of stdin
    -g  Show all settings in a form stty can read back

    Flags (a leading - turns one off): parenb parodd cmspar cs5-8 hupcl
    (hup) cstopb cread clocal crtscts; ignbrk brkint ignpar parmrk inpck
    istrip inlcr igncr icrnl ixon ixoff iuclc ixany imaxbel iutf8; opost
    olcuc ocrnl onlcr onocr onlret ofill ofdel nl0-1 cr0-3 tab0-3 bs0-1
    vt0-1 ff0-1; isig icanon iexten echo echoe (crterase) echok echonl
    noflsh xcase tostop echoprt (prterase) echoctl (ctlecho) echoke
    (crtkill) flusho extproc.

    Characters (CHAR is a character, ^X, ^? , a number, or undef/^-):
    intr quit erase kill eof eol eol2 swtch start stop susp rprnt werase
    lnext discard CHAR; min N, time N (tenths of a second).

    Combinations: sane, raw (-cooked), cooked (-raw), cbreak, [-]evenp,
    [-]parity, [-]oddp, [-]nl, ek, [-]litout, [-]pass8, [-]decctlq, [-]tabs,
    [-]lcase (LCASE), crt, dec.

    Other: [speed] N, ispeed N, ospeed N, rows N, cols N (columns), line N,
    size (show rows and columns), speed (show the speed).
*/

#define FOR_stty
#include "toys.h"

#define ARRAY_LEN(a) (int)(sizeof(a)/sizeof(*(a)))

GLOBALS(
  char *F;

  int fd, col, width;
  char *name;
)

static const int speeds[] = {0, 50, 75, 110, 134, 150, 200, 300, 600, 1200,
  1800, 2400, 4800, 9600, 19200, 38400, 57600, 115200, 230400, 460800, 500000,
  576000, 921600, 1000000, 1152000, 1500000, 2000000, 2500000, 3000000,
  3500000, 4000000};

static const speed_t bauds[] = {B0, B50, B75, B110, B134, B150, B200, B300,
  B600, B1200, B1800, B2400, B4800, B9600, B19200, B38400, B57600, B115200,
  B230400, B460800, B500000, B576000, B921600, B1000000, B1152000, B1500000,
  B2000000, B2500000, B3000000, B3500000, B4000000};

// Flags: name, which field (0 c 1 i 2 o 3 l), mask, value, and its state in
// "sane": 1 on, 2 off, 0 untouched. A mask wider than value is a choice
// (cs8, tab3) shown only when it's on.
struct flag { char *name; char field, sane; int mask, value; };
static const struct flag flags[] = {
  {"parenb", 0, 0, PARENB, PARENB}, {"parodd", 0, 0, PARODD, PARODD},
  {"cmspar", 0, 0, CMSPAR, CMSPAR},
  {"cs5", 0, 0, CSIZE, CS5}, {"cs6", 0, 0, CSIZE, CS6},
  {"cs7", 0, 0, CSIZE, CS7}, {"cs8", 0, 1, CSIZE, CS8},
  {"hupcl", 0, 0, HUPCL, HUPCL}, {"cstopb", 0, 0, CSTOPB, CSTOPB},
  {"cread", 0, 1, CREAD, CREAD}, {"clocal", 0, 0, CLOCAL, CLOCAL},
  {"crtscts", 0, 0, CRTSCTS, CRTSCTS},
  {"ignbrk", 1, 2, IGNBRK, IGNBRK}, {"brkint", 1, 1, BRKINT, BRKINT},
  {"ignpar", 1, 0, IGNPAR, IGNPAR}, {"parmrk", 1, 0, PARMRK, PARMRK},
  {"inpck", 1, 0, INPCK, INPCK}, {"istrip", 1, 0, ISTRIP, ISTRIP},
  {"inlcr", 1, 2, INLCR, INLCR}, {"igncr", 1, 2, IGNCR, IGNCR},
  {"icrnl", 1, 1, ICRNL, ICRNL}, {"ixon", 1, 0, IXON, IXON},
  {"ixoff", 1, 2, IXOFF, IXOFF}, {"iuclc", 1, 2, IUCLC, IUCLC},
  {"ixany", 1, 2, IXANY, IXANY}, {"imaxbel", 1, 1, IMAXBEL, IMAXBEL},
  {"iutf8", 1, 2, IUTF8, IUTF8},
  {"opost", 2, 1, OPOST, OPOST}, {"olcuc", 2, 2, OLCUC, OLCUC},
  {"ocrnl", 2, 2, OCRNL, OCRNL}, {"onlcr", 2, 1, ONLCR, ONLCR},
  {"onocr", 2, 2, ONOCR, ONOCR}, {"onlret", 2, 2, ONLRET, ONLRET},
  {"ofill", 2, 2, OFILL, OFILL}, {"ofdel", 2, 2, OFDEL, OFDEL},
  {"nl0", 2, 1, NLDLY, NL0}, {"nl1", 2, 0, NLDLY, NL1},
  {"cr0", 2, 1, CRDLY, CR0}, {"cr1", 2, 0, CRDLY, CR1},
  {"cr2", 2, 0, CRDLY, CR2}, {"cr3", 2, 0, CRDLY, CR3},
  {"tab0", 2, 1, TABDLY, TAB0}, {"tab1", 2, 0, TABDLY, TAB1},
  {"tab2", 2, 0, TABDLY, TAB2}, {"tab3", 2, 0, TABDLY, TAB3},
  {"bs0", 2, 1, BSDLY, BS0}, {"bs1", 2, 0, BSDLY, BS1},
  {"vt0", 2, 1, VTDLY, VT0}, {"vt1", 2, 0, VTDLY, VT1},
  {"ff0", 2, 1, FFDLY, FF0}, {"ff1", 2, 0, FFDLY, FF1},
  {"isig", 3, 1, ISIG, ISIG}, {"icanon", 3, 1, ICANON, ICANON},
  {"iexten", 3, 1, IEXTEN, IEXTEN}, {"echo", 3, 1, ECHO, ECHO},
  {"echoe", 3, 1, ECHOE, ECHOE}, {"echok", 3, 1, ECHOK, ECHOK},
  {"echonl", 3, 2, ECHONL, ECHONL}, {"noflsh", 3, 2, NOFLSH, NOFLSH},
  {"xcase", 3, 2, XCASE, XCASE}, {"tostop", 3, 2, TOSTOP, TOSTOP},
  {"echoprt", 3, 2, ECHOPRT, ECHOPRT}, {"echoctl", 3, 1, ECHOCTL, ECHOCTL},
  {"echoke", 3, 1, ECHOKE, ECHOKE}, {"flusho", 3, 2, FLUSHO, FLUSHO},
  {"extproc", 3, 2, EXTPROC, EXTPROC},
};

// Other names for flags
static const char *aliases[][2] = {{"hup", "hupcl"}, {"crterase", "echoe"},
  {"prterase", "echoprt"}, {"ctlecho", "echoctl"}, {"crtkill", "echoke"}};

struct cchar { char *name; int idx, def; };
static const struct cchar cchars[] = {{"intr", VINTR, 3}, {"quit", VQUIT, 28},
  {"erase", VERASE, 127}, {"kill", VKILL, 21}, {"eof", VEOF, 4},
  {"eol", VEOL, 0}, {"eol2", VEOL2, 0}, {"swtch", VSWTC, 0},
  {"start", VSTART, 17}, {"stop", VSTOP, 19}, {"susp", VSUSP, 26},
  {"rprnt", VREPRINT, 18}, {"werase", VWERASE, 23}, {"lnext", VLNEXT, 22},
  {"discard", VDISCARD, 15}, {"min", VMIN, 1}, {"time", VTIME, 0}};

// Combinations: name, then settings it stands for (for "-name", the
// second string when there is one)
static const char *combos[][3] = {
  {"raw", "-ignbrk -brkint -ignpar -parmrk -inpck -istrip -inlcr -igncr "
    "-icrnl -ixon -ixoff -icanon -opost -isig -iuclc -ixany -imaxbel -xcase "
    "min 1 time 0", "brkint ignpar istrip icrnl ixon opost isig icanon "
    "eof ^D eol undef"},
  {"cooked", "brkint ignpar istrip icrnl ixon opost isig icanon eof ^D "
    "eol undef", "-ignbrk -brkint -ignpar -parmrk -inpck -istrip -inlcr -igncr "
    "-icrnl -ixon -ixoff -icanon -opost -isig -iuclc -ixany -imaxbel -xcase "
    "min 1 time 0"},
  {"sane", "cread -ignbrk brkint -inlcr -igncr icrnl icanon iexten echo echoe "
    "echok -echonl -noflsh -ixoff -iutf8 -iuclc -ixany imaxbel -xcase -olcuc "
    "-ocrnl opost -ofill onlcr -onocr -onlret nl0 cr0 tab0 bs0 vt0 ff0 isig "
    "-tostop -ofdel -echoprt echoctl echoke -extproc -flusho", 0},
  {"cbreak", "-icanon", "icanon"},
  {"evenp", "parenb -parodd cs7", "-parenb cs8"},
  {"parity", "parenb -parodd cs7", "-parenb cs8"},
  {"oddp", "parenb parodd cs7", "-parenb cs8"},
  {"nl", "-icrnl -onlcr", "icrnl -inlcr -igncr onlcr -ocrnl -onlret"},
  {"ek", "erase ^? kill ^U", 0},
  {"litout", "-parenb -istrip -opost cs8", "parenb istrip opost cs7"},
  {"pass8", "-parenb -istrip cs8", "parenb istrip cs7"},
  {"decctlq", "-ixany", "ixany"},
  {"tabs", "tab0", "tab3"},
  {"lcase", "xcase iuclc olcuc", "-xcase -iuclc -olcuc"},
  {"LCASE", "xcase iuclc olcuc", "-xcase -iuclc -olcuc"},
  {"crt", "echoe echoctl echoke", 0},
  {"dec", "echoe echoctl echoke -ixany intr ^C erase ^? kill ^U", 0},
};

// One of several values (cs7, tab3) rather than on or off?
static int choice(const struct flag *f)
{
  char c = f->name[strlen(f->name)-1];

  return f->mask != f->value || (isdigit(c) && strcmp(f->name, "iutf8"));
}

static tcflag_t *field(struct termios *t, int f)
{
  return (tcflag_t *[]){&t->c_cflag, &t->c_iflag, &t->c_oflag, &t->c_lflag}[f];
}

// Print one item, wrapping lines at the width
static void out(char *fmt, ...)
{
  va_list va;
  char *s;
  int len;

  va_start(va, fmt);
  len = vasprintf(&s, fmt, va);
  va_end(va);
  if (TT.col && TT.col+len+1 > TT.width) {
    xputc('\n');
    TT.col = 0;
  } else if (TT.col) {
    xputc(' ');
    TT.col++;
  }
  xputsn(s);
  TT.col += len;
  free(s);
}

static void endline(void)
{
  if (TT.col) xputc('\n');
  TT.col = 0;
}

static int baud(speed_t sp)
{
  int i;

  for (i = 0; i < ARRAY_LEN(bauds); i++) if (bauds[i] == sp) return speeds[i];

  return 0;
}

static noreturn void bad(char *fmt, char *arg);

static speed_t tobaud(char *s)
{
  int i;
  char *end;
  long n = strtol(s, &end, 10);

  if (*s && !*end) for (i = 0; i < ARRAY_LEN(speeds); i++)
    if (speeds[i] == n) return bauds[i];

  bad("invalid argument '%s'", s);
}

static char *showchar(int c, int i)
{
  static char buf[16];
  char *s = buf;

  if (i == VMIN || i == VTIME) sprintf(buf, "%d", c);
  else if (c == _POSIX_VDISABLE) strcpy(buf, "<undef>");
  else {
    if (c >= 128) {
      s += sprintf(s, "M-");
      c -= 128;
    }
    if (c < 32 || c == 127) sprintf(s, "^%c", c^64);
    else sprintf(s, "%c", c);
  }

  return buf;
}

static void show(struct termios *t, int all)
{
  struct winsize ws;
  int i, j, ispeed = baud(cfgetispeed(t)), ospeed = baud(cfgetospeed(t)), on;

  if (ispeed != ospeed) out("ispeed %d baud; ospeed %d baud;", ispeed, ospeed);
  else out("speed %d baud;", ospeed);
  if (all && !ioctl(TT.fd, TIOCGWINSZ, &ws))
    out("rows %d; columns %d;", ws.ws_row, ws.ws_col);
  out("line = %d;", t->c_line);
  endline();
  for (i = 0; i < ARRAY_LEN(cchars); i++) {
    j = cchars[i].idx;
    if (!all && (j == VMIN || j == VTIME) && (t->c_lflag & ICANON)) continue;
    if (!all && j != VMIN && j != VTIME && t->c_cc[j] == cchars[i].def)
      continue;
    out("%s = %s;", cchars[i].name, showchar(t->c_cc[j], j));
  }
  endline();
  for (i = 0; i < ARRAY_LEN(flags); i++) {
    const struct flag *f = flags+i;

    if (i && f->field != flags[i-1].field) endline();
    on = (*field(t, f->field) & f->mask) == f->value;
    if (choice(f)) {
      if (on && (all || f->sane != 1)) out("%s", f->name);
    } else if (all || (f->sane && on != (f->sane == 1)))
      out("%s%s", on ? "" : "-", f->name);
  }
  endline();
}

static void set(struct termios *t, char ***argv);

static noreturn void bad(char *fmt, char *arg)
{
  fprintf(stderr, "stty: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\nTry 'stty --help' for more information.\n");
  toys.exitval = 1;
  xexit();
}

// Apply a string of settings
static void setstr(struct termios *t, const char *str)
{
  char *s = xstrdup(str), *args[64], **a = args, *tok;
  int n = 0;

  for (tok = strtok(s, " "); tok; tok = strtok(0, " ")) args[n++] = tok;
  args[n] = 0;
  while (*a) set(t, &a);
  free(s);
}

static int number(char *name, char *s, int max)
{
  char *end;
  long n;

  if (!s) bad("missing argument to '%s'", name);
  n = strtol(s, &end, 0);
  if (!*s || *end || n < 0 || n > max) {
    if (*s && !*end) bad("invalid integer argument: '%s': Numerical result out of range", s);
    bad("invalid integer argument: '%s'", s);
  }

  return n;
}

// Apply one setting (and its argument), advance *argv
static void set(struct termios *t, char ***argv)
{
  char *arg = *(*argv)++, *s = arg, *val;
  int i, off = 0, n;
  unsigned u[4];
  struct winsize ws;

  if (*s == '-') {
    off = 1;
    s++;
  }
  for (i = 0; i < ARRAY_LEN(aliases); i++)
    if (!strcmp(s, aliases[i][0])) s = (char *)aliases[i][1];
  for (i = 0; i < ARRAY_LEN(flags); i++) {
    const struct flag *f = flags+i;

    if (strcmp(s, f->name)) continue;
    if (off && choice(f)) break;
    *field(t, f->field) &= ~f->mask;
    if (!off) *field(t, f->field) |= f->value;
    return;
  }
  for (i = 0; !off && i < ARRAY_LEN(cchars); i++) {
    if (strcmp(s, cchars[i].name)) continue;
    if (!(val = *(*argv)++)) bad("missing argument to '%s'", s);
    if (cchars[i].idx == VMIN || cchars[i].idx == VTIME) n = number(s, val, 255);
    else if (!strcmp(val, "undef") || !strcmp(val, "^-")) n = _POSIX_VDISABLE;
    else if (*val == '^' && val[1] && !val[2])
      n = val[1] == '?' ? 127 : toupper(val[1])&31;
    else if (val[0] && !val[1]) n = (unsigned char)*val;
    else n = number(s, val, 255);
    t->c_cc[cchars[i].idx] = n;
    return;
  }
  for (i = 0; i < ARRAY_LEN(combos); i++) {
    if (strcmp(s, combos[i][0])) continue;
    if (off && !combos[i][2]) break;
    setstr(t, combos[i][off+1]);
    if (!strcmp(s, "sane") || !strcmp(s, "ek")) {
      for (n = 0; !strcmp(s, "sane") && n < ARRAY_LEN(cchars); n++)
        t->c_cc[cchars[n].idx] = cchars[n].def;
    }
    return;
  }
  if (off) bad("invalid argument '%s'", arg);
  if (!strcmp(s, "size")) {
    if (ioctl(TT.fd, TIOCGWINSZ, &ws)) perror_exit("'%s'", TT.name);
    xprintf("%d %d\n", ws.ws_row, ws.ws_col);
  } else if (!strcmp(s, "speed")) xprintf("%d\n", baud(cfgetospeed(t)));
  else
  if (!strcmp(s, "ispeed") || !strcmp(s, "ospeed")) {
    if (!(val = *(*argv)++)) bad("missing argument to '%s'", s);
    if (*s == 'i') cfsetispeed(t, tobaud(val));
    else cfsetospeed(t, tobaud(val));
  } else if (!strcmp(s, "line")) t->c_line = number(s, *(*argv)++, 255);
  else if (!strcmp(s, "rows") || !strcmp(s, "cols") || !strcmp(s, "columns")) {
    n = number(s, *(*argv)++, 65535);
    if (ioctl(TT.fd, TIOCGWINSZ, &ws)) perror_exit("%s", TT.name);
    if (*s == 'r') ws.ws_row = n;
    else ws.ws_col = n;
    if (ioctl(TT.fd, TIOCSWINSZ, &ws)) perror_exit("%s", TT.name);
  } else if (isdigit(*s) && !strchr(s, ':')) cfsetspeed(t, tobaud(s));
  else if (strchr(s, ':')) {
    // -g's output: iflag:oflag:cflag:lflag:cc...
    char *p = s, *end;

    for (i = 0; i < 4+NCCS; i++) {
      unsigned long v = strtoul(p, &end, 16);

      if (end == p || (*end != ':' && *end) || (i < 4+NCCS-1 && !*end)
          || (i >= 4 && v > 255)) bad("invalid argument '%s'", arg);
      if (i < 4) u[i] = v;
      else t->c_cc[i-4] = v;
      p = end+1;
      if (!*end) break;
    }
    if (i != 4+NCCS-1 || *end) bad("invalid argument '%s'", arg);
    t->c_iflag = u[0];
    t->c_oflag = u[1];
    t->c_cflag = u[2];
    t->c_lflag = u[3];
  } else bad("invalid argument '%s'", arg);
}

void stty_main(void)
{
  struct termios t, t2;
  struct winsize ws;
  char **argv = toys.optargs, *s;
  int i;

  TT.name = "standard input";
  if (TT.F) {
    TT.fd = xopen(TT.F, O_RDONLY|O_NONBLOCK|O_NOCTTY);
    fcntl(TT.fd, F_SETFL, fcntl(TT.fd, F_GETFL)&~O_NONBLOCK);
    TT.name = TT.F;
  }
  // (musl copies only the kernel's 19 characters: zero the rest)
  memset(&t, 0, sizeof(t));
  if (tcgetattr(TT.fd, &t)) perror_exit("'%s'", TT.name);
  TT.width = 80;
  if (!ioctl(1, TIOCGWINSZ, &ws) && ws.ws_col) TT.width = ws.ws_col;
  else if ((s = getenv("COLUMNS")) && atoi(s) > 0) TT.width = atoi(s);

  if (*argv && (FLAG(a) || FLAG(g)))
    error_exit("when specifying an output style, modes may not be set");
  if (FLAG(g)) {
    xprintf("%x:%x:%x:%x", t.c_iflag, t.c_oflag, t.c_cflag, t.c_lflag);
    for (i = 0; i < NCCS; i++) xprintf(":%x", t.c_cc[i]);
    xputc('\n');
    return;
  }
  if (!*argv) return show(&t, FLAG(a));

  t2 = t;
  while (*argv) set(&t, &argv);
  if (!memcmp(&t, &t2, sizeof(t))) return;
  if (tcsetattr(TT.fd, TCSADRAIN, &t)) perror_exit("'%s'", TT.name);
  // The driver may refuse some without saying so: check
  memset(&t2, 0, sizeof(t2));
  if (tcgetattr(TT.fd, &t2)) perror_exit("'%s'", TT.name);
  if (t.c_iflag != t2.c_iflag || t.c_oflag != t2.c_oflag
      || t.c_cflag != t2.c_cflag || t.c_lflag != t2.c_lflag
      || memcmp(t.c_cc, t2.c_cc, sizeof(t.c_cc))
      || cfgetispeed(&t) != cfgetispeed(&t2)
      || cfgetospeed(&t) != cfgetospeed(&t2))
    error_exit("'%s': unable to perform all requested operations", TT.name);
}
