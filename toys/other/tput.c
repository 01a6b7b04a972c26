/* tput.c - query terminfo, send terminal control strings
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/tput.html

USE_TPUT(NEWTOY(tput, "T:S", TOYFLAG_USR|TOYFLAG_BIN))

config TPUT
  bool "tput"
  default y
  help
    usage: tput [-T TERM] CAPNAME [PARAM...] | -S

    Output the terminal's string capability CAPNAME (with PARAMs put in),
    print its number, or for a boolean exit 0 if it's set and 1 if not.
    Also: clear, init, reset, longname. Descriptions come from the terminfo
    database, or built in ones for xterm, vt100 and linux. Delay padding
    ($<N>) isn't sent.

    -S  Read one CAPNAME [PARAM...] a line from stdin
    -T  Terminal type (default $TERM)

    cols and lines are the window's size when on a terminal, or $COLUMNS
    and $LINES. Exit 1 for a capability the terminal doesn't have, 2 usage,
    3 unknown terminal, 4 unknown capability.
*/

#define FOR_tput
#include "toys.h"

GLOBALS(
  char *T;
)

static int putcap(char *name)
{
  char *s = terminfo_get(name);

  if (s) terminfo_write(1, s);

  return !!s;
}

// One request: 0 done, 1 absent/false, 4 unknown
static int tput(char **argv)
{
  char *name = *argv, *s, *strs[9] = {0};
  struct winsize ws;
  long params[9] = {0};
  int type, i, fd;

  if (!strcmp(name, "longname")) {
    xputsn(terminfo_longname());
    return 0;
  }
  if (!strcmp(name, "init") || !strcmp(name, "reset")) {
    int reset = *name == 'r';

    if (!reset || !putcap("rs1")) putcap("is1");
    if (!reset || !putcap("rs2")) putcap("is2");
    putcap("mgc");
    if (!reset || !putcap("rs3")) putcap("is3");
    return 0;
  }
  if (!(type = terminfo_known(name))) {
    error_msg("unknown terminfo capability '%s'", name);
    return 4;
  }
  if ((!strcmp(name, "cols") || !strcmp(name, "lines"))) {
    for (fd = 0; fd < 3; fd++)
      if (!ioctl(fd, TIOCGWINSZ, &ws) && ws.ws_col && ws.ws_row) {
        xprintf("%d\n", *name == 'c' ? ws.ws_col : ws.ws_row);
        return 0;
      }
    if ((s = getenv(*name == 'c' ? "COLUMNS" : "LINES")) && atoi(s) > 0) {
      xprintf("%d\n", atoi(s));
      return 0;
    }
  }
  s = terminfo_get(name);
  if (type == 1) return !s;

  if (!s) return 1;
  if (type == 2) {
    xputs(s);
    return 0;
  }
  if (s && !argv[1]) {
    terminfo_write(1, s);
    // clear also clears the scrollback, where the terminal can
    if (!strcmp(name, "clear")) putcap("E3");
    return 0;
  }
  for (i = 0; argv[i+1] && i < 9; i++) {
    char *end;

    params[i] = strtol(argv[i+1], &end, 0);
    if (*end || !*argv[i+1]) strs[i] = argv[i+1];
  }
  s = terminfo_tparm(s, params, strs);
  terminfo_write(1, s);
  free(s);

  return 0;
}

void tput_main(void)
{
  char *term = TT.T ? TT.T : getenv("TERM"), *line, *words[11];
  int rc, n;

  if (FLAG(S) ? !!*toys.optargs : !*toys.optargs) help_exit(0);
  terminfo_xload(term);
  if (!FLAG(S)) {
    toys.exitval = tput(toys.optargs);
    return;
  }
  while ((line = xgetline(stdin))) {
    for (n = 0, words[0] = strtok(line, " \t"); words[n] && n < 10;)
      words[++n] = strtok(0, " \t");
    words[n] = 0;
    if (n && (rc = tput(words)) && rc > toys.exitval) toys.exitval = rc;
    free(line);
  }
}
