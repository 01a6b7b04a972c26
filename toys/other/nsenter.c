/* nsenter.c - run a command in the namespaces of another process
 *
 * no standard (util-linux)

USE_NSENTER(NEWTOY(nsenter, "^(preserve-credentials)t(target)#<1m(mount);u(uts);i(ipc);n(net);p(pid);U(user);C(cgroup);T(time);S(setuid)#<0G(setgid)#<0r(root);w(wd);F(no-fork)a(all)", TOYFLAG_USR|TOYFLAG_BIN))

config NSENTER
  bool "nsenter"
  default y
  help
    usage: nsenter [-t PID] [-muinpUCT[FILE]] [-r[DIR]] [-w[DIR]] [-S UID] [-G GID] [-aF] [COMMAND...]

    Run COMMAND (default $SHELL, or /bin/sh) in the namespaces of process
    PID, or those bound to FILEs (-nFILE or --net=FILE).

    -t  Target process                 -a  All of PID's namespaces
    -m  Mount namespace                -u  UTS (hostname) namespace
    -i  System V IPC namespace         -n  Network namespace
    -p  PID namespace (forks, see -F)  -U  User namespace
    -C  Cgroup namespace               -T  Time namespace
    -r  Root directory (default PID's) -w  Working directory (default PID's)
    -S  Set user id (default 0 with -U)
    -G  Set group id (default 0 with -U)
    -F  Don't fork before running COMMAND
    --preserve-credentials  Keep user and group ids with -U
*/

#define FOR_nsenter
#include "toys.h"
#include <sched.h>

GLOBALS(
  long t;
  char *ns[8];
  long S, G;
  char *r, *w;
)

void nsenter_main(void)
{
  char *names[] = {"mnt", "uts", "ipc", "net", "pid", "user", "cgroup", "time"},
    // Enter the user namespace first (for the rights to enter the others)
    order[] = {5, 6, 2, 1, 3, 4, 0, 7}, *sh[] = {getenv("SHELL"), 0},
    **cmd = toys.optargs, *s;
  int fds[8], rootfd = -1, wdfd = -1, i, j;
  struct stat st1, st2;

  if (!sh[0] || !*sh[0]) sh[0] = "/bin/sh";
  if (!*cmd) cmd = sh;

  // Open everything before entering anything: later paths may not resolve
  for (i = 0; i<8; i++) {
    fds[i] = -1;
    s = 0;
    if (FLAG(a) && !(toys.optflags & (FLAG_m>>i))) {
      if (!TT.t) error_exit("no target PID for --all");
      s = xmprintf("/proc/%ld/ns/%s", TT.t, names[i]);
      sprintf(toybuf, "/proc/self/ns/%s", names[i]);
      // Skip namespaces we share (or that this kernel lacks)
      if (stat(s, &st1) || (!stat(toybuf, &st2) && same_file(&st1, &st2))) {
        free(s);
        continue;
      }
    } else if (toys.optflags & (FLAG_m>>i)) {
      if (TT.ns[i]) s = xstrdup(TT.ns[i]);
      else if (!TT.t)
        error_exit("neither filename nor target pid supplied for ns/%s",
          names[i]);
      else s = xmprintf("/proc/%ld/ns/%s", TT.t, names[i]);
    } else continue;
    if (-1 == (fds[i] = open(s, O_RDONLY|O_CLOEXEC)))
      perror_exit("cannot open %s", s);
    free(s);
  }
  for (i = 0; i<2; i++) {
    if (!(toys.optflags & (i ? FLAG_w : FLAG_r))) continue;
    if (!(s = i ? TT.w : TT.r)) {
      if (!TT.t) error_exit("no target PID for %s", i ? "-w" : "-r");
      s = xmprintf("/proc/%ld/%s", TT.t, i ? "cwd" : "root");
    } else s = xstrdup(s);
    if (-1 == (*(i ? &wdfd : &rootfd) = open(s, O_RDONLY|O_CLOEXEC)))
      perror_exit("cannot open %s", s);
    free(s);
  }

  for (i = 0; i<8; i++) {
    if (fds[j = order[i]] == -1) continue;
    if (setns(fds[j], 0))
      perror_exit("reassociate to namespace 'ns/%s' failed", names[j]);
    close(fds[j]);
  }
  if (rootfd != -1) {
    if (wdfd == -1 && -1 == (wdfd = open(".", O_RDONLY|O_CLOEXEC)))
      perror_exit("cannot open current working directory");
    if (fchdir(rootfd) || chroot("."))
      perror_exit("cannot change root directory");
    close(rootfd);
  }
  if (wdfd != -1) {
    if (fchdir(wdfd)) perror_exit("cannot change directory");
    close(wdfd);
  }

  if (fds[5] != -1 && !FLAG(preserve_credentials)) {
    if (!FLAG(S)) TT.S = 0, toys.optflags |= FLAG_S;
    if (!FLAG(G)) TT.G = 0, toys.optflags |= FLAG_G;
  }
  if (FLAG(G)) {
    gid_t g = TT.G;

    // A user namespace may deny setgroups (unshare -r does)
    if (setgroups(1, &g) && (fds[5] == -1 || errno != EPERM))
      perror_exit("setgroups failed");
    if (setgid(g)) perror_exit("setgid failed");
  }
  if (FLAG(S) && setuid(TT.S)) perror_exit("setuid failed");

  // A new pid namespace applies only to children
  if (fds[4] != -1 && !FLAG(F)) {
    pid_t pid;
    int status;

    fflush(0);
    if ((pid = xfork())) {
      while (waitpid(pid, &status, 0) == -1 && errno == EINTR);
      if (WIFSIGNALED(status)) {
        signal(WTERMSIG(status), SIG_DFL);
        kill(getpid(), WTERMSIG(status));
        toys.exitval = 128+WTERMSIG(status);
      } else toys.exitval = WEXITSTATUS(status);
      return;
    }
  }

  execvp(*cmd, cmd);
  toys.exitval = errno == ENOENT ? 127 : 126;
  perror_exit("failed to execute %s", *cmd);
}
