/* killall.c - signal processes by name
 *
 * no standard (psmisc)

USE_KILLALL(NEWTOY(killall, "?s(signal):I(ignore-case)e(exact)i(interactive)l(list)q(quiet)v(verbose)w(wait)", TOYFLAG_USR|TOYFLAG_BIN))

config KILLALL
  bool "killall"
  default y
  help
    usage: killall [-Ieiqvw] [-s SIGNAL | -SIGNAL] NAME...
           killall -l

    Send a signal (default TERM) to every process running NAME: its
    process name (the kernel keeps 15 bytes of it), or for a NAME with a
    slash the processes running that file. killall never signals itself.

    -e, --exact     A NAME over 15 bytes must match all of the command's
                    name (argv[0]'s), not only the 15 the kernel keeps
    -I, --ignore-case  Match names in any case
    -i, --interactive  Ask before each signal
    -l, --list      List the signal names
    -q, --quiet     Don't complain when no process matched
    -s, --signal SIGNAL  Signal to send (name or number)
    -v, --verbose   Say which processes were signalled
    -w, --wait      Wait for the signalled processes to die

    Exit status 1 if any NAME matched no process (or none was signalled).
*/

#define FOR_killall
#include "toys.h"

GLOBALS(
  char *s;
)

// Does process pid run name (or the file of st)?
static int killall_match(long pid, char *name, struct stat *st)
{
  char comm[16], path[64], *cmd, *s;
  struct stat st2;
  int len = strlen(name), ok;

  // Zombies are dead already
  if (proc_state(pid) == 'Z') return 0;
  if (st) {
    return !stat(proc_path(path, pid, "exe"), &st2) && same_file(st, &st2);
  }
  if (!proc_comm(pid, comm)) return 0;
  ok = FLAG(I) ? !strncasecmp(comm, name, 15) : !strncmp(comm, name, 15);
  if (len < 16) return ok && !comm[len];
  if (!FLAG(e) || !ok) return ok;

  // The whole name: argv[0]'s last component
  if (!(cmd = proc_cmdline(pid))) return 0;
  if ((s = strchr(cmd, ' '))) *s = 0;
  s = basename_r(cmd);
  ok = FLAG(I) ? !strcasecmp(s, name) : !strcmp(s, name);
  free(cmd);

  return ok;
}

void killall_main(void)
{
  int sig = SIGTERM, i, j, found, *done, signalled = 0;
  char **names = toys.optargs, comm[16];
  pid_t *pids = 0, self = getpid();
  struct stat st;
  long npids;

  if (FLAG(l)) return list_signals(0);
  if (TT.s && (sig = sig_to_num(TT.s)) < 0)
    error_exit("%s: unknown signal; killall -l lists signals.", TT.s);
  if (*names && **names == '-' && names[0][1]) {
    if ((sig = sig_to_num(*names+1)) < 0)
      error_exit("%s: unknown signal; killall -l lists signals.", *names+1);
    names++;
  }
  if (!*names) help_exit("needs a NAME");

  // Every process, once
  npids = proc_pids(&pids);
  for (j = 0; j < npids; j++) if (pids[j] == self) pids[j--] = pids[--npids];
  done = xzalloc(npids*sizeof(*done));

  for (i = 0; names[i]; i++) {
    int slash = !!strchr(names[i], '/');

    found = 0;
    if (slash && stat(names[i], &st)) {
      if (!FLAG(q)) perror_msg("%s", names[i]);
      toys.exitval = 1;
      continue;
    }
    for (j = 0; j < npids; j++) {
      if (done[j] || !killall_match(pids[j], names[i], slash ? &st : 0))
        continue;
      found++;
      if (!proc_comm(pids[j], comm)) continue;
      if (FLAG(i)) {
        fprintf(stderr, "Kill %s(%d) ? (y/N) ", comm, pids[j]);
        if (!yesno(0)) continue;
      }
      if (kill(pids[j], sig)) {
        if (!FLAG(q)) perror_msg("%s(%d)", comm, pids[j]);
        continue;
      }
      done[j] = 1;
      signalled++;
      if (FLAG(v)) fprintf(stderr, "Killed %s(%d) with signal %d\n", comm,
        pids[j], sig);
    }
    if (!found) {
      if (!FLAG(q)) fprintf(stderr, "%s: no process found\n", names[i]);
      toys.exitval = 1;
    }
  }
  if (!signalled) toys.exitval = 1;

  // -w: until none of them is left (checked every 10ms)
  while (FLAG(w) && signalled) {
    for (signalled = j = 0; j < npids; j++) {
      if (!done[j]) continue;
      // A zombie is dead too: what's left is for its parent to reap.
      if (kill(pids[j], 0) || proc_state(pids[j]) == 'Z') done[j] = 0;
      else signalled++;
    }
    if (signalled) msleep(10);
  }
  free(done);
  free(pids);
}
