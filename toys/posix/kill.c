/* kill.c - send a signal to processes
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/kill.html

USE_KILL(NEWTOY(kill, 0, TOYFLAG_BIN|TOYFLAG_NOHELP))

config KILL
  bool "kill"
  default y
  help
    usage: kill [-s SIGNAL | -SIGNAL | -n NUM] [--] PID...
           kill -l [SIGNAL...] | -L

    Send a signal (default TERM) to each PID. A negative PID (after "--"
    or the signal) is a process group, -1 every process we may signal.

    -l, --list   List the signal names, or convert each SIGNAL (number or
                 exit status 128+number) to a name and a name to a number
    -L, --table  List the signals with their numbers
    -n NUM       Signal to send, by number (or name)
    -s, --signal SIGNAL  Signal to send, by name (with or without SIG, any
                 case) or number; -SIGNAL is the same

    Exit status 1 if any PID couldn't be signalled.
*/

#include "toys.h"

static int kill_sig(char *s)
{
  int sig = sig_to_num(s);

  if (sig < 0) error_exit("unknown signal '%s'", s);

  return sig;
}

void kill_main(void)
{
  char **arg = toys.argv+1, *s, *end;
  int sig = SIGTERM, list = 0, table = 0, given = 0;
  long pid;

  while (*arg && **arg == '-' && !given) {
    s = *arg++;
    if (!strcmp(s, "--")) break;
    if (!strcmp(s, "-l") || !strcmp(s, "--list")) list = 1;
    else if (!strcmp(s, "-L") || !strcmp(s, "--table")) table = 1;
    else if (!strcmp(s, "-s") || !strcmp(s, "-n") || !strcmp(s, "--signal")) {
      if (!*arg) help_exit("option '%s' needs an argument", s);
      sig = kill_sig(*arg++);
      given++;
    } else if (strstart(&s, "--signal=")) sig = kill_sig(s), given++;
    else if (!s[1]) {
      arg--;
      break;
    } else sig = kill_sig(s+1), given++;
    if (list || table) break;
  }

  if (table) {
    if (*arg) help_exit("-L takes no arguments");
    return list_signals(1);
  }
  if (list) {
    if (!*arg) return list_signals(0);
    for (; *arg; arg++) {
      if (isdigit((unsigned char)**arg)) {
        errno = 0;
        pid = strtol(*arg, &end, 10);
        if (pid > 128 && pid < 256) pid -= 128;
        if (*end || errno || pid > INT_MAX || !(s = sig_name(pid, toybuf)))
          error_msg("unknown signal '%s'", *arg);
        else xputs(s);
      } else if ((sig = sig_to_num(*arg)) < 1)
        error_msg("unknown signal '%s'", *arg);
      else xprintf("%d\n", sig);
    }
    return;
  }

  if (!*arg) help_exit("needs a PID");
  for (; *arg; arg++) {
    errno = 0;
    pid = strtol(*arg, &end, 10);
    if (!**arg || *end || errno || pid != (pid_t)pid)
      error_msg("%s: invalid PID", *arg);
    else if (kill(pid, sig)) perror_msg("(%s)", *arg);
  }
}
