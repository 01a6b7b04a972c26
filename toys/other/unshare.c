/* unshare.c - run a command in new namespaces
 *
 * no standard (util-linux)

USE_UNSHARE(NEWTOY(unshare, "^(mount-proc);(propagation):(kill-child);f(fork)m(mount)u(uts)i(ipc)n(net)p(pid)U(user)C(cgroup)T(time)r(map-root-user)", TOYFLAG_USR|TOYFLAG_BIN))

config UNSHARE
  bool "unshare"
  default y
  help
    usage: unshare [-fmuinpUCTr] [--mount-proc[=DIR]] [--propagation MODE] [--kill-child[=SIG]] [COMMAND...]

    Run COMMAND (default $SHELL, or /bin/sh) in new namespaces.

    -m  Mount namespace          -u  UTS (hostname) namespace
    -i  System V IPC namespace   -n  Network namespace
    -p  PID namespace (children of COMMAND's first fork land in it; see -f)
    -U  User namespace           -C  Cgroup namespace
    -T  Time namespace
    -f  Fork, running COMMAND as a child (the new PID namespace's pid 1)
    -r  Map the current user and group to root (implies -U)
    --map-root-user  Same as -r
    --mount-proc  Mount a new proc filesystem on DIR (default /proc), implies -m
    --propagation  slave, shared, private (default with -m) or unchanged
    --kill-child  When unshare dies, send SIG (default KILL) to COMMAND (implies -f)
*/

#define FOR_unshare
#include "toys.h"
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>

#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME 0x80
#endif
#ifndef CLONE_NEWCGROUP
#define CLONE_NEWCGROUP 0x02000000
#endif

GLOBALS(
  char *mount_proc, *propagation, *kill_child;
)

static void write_file(char *name, char *s)
{
  int fd = xopen(name, O_WRONLY);

  if (write(fd, s, strlen(s)) != strlen(s)) perror_exit("write %s", name);
  close(fd);
}

void unshare_main(void)
{
  char *sh[] = {getenv("SHELL"), 0}, **cmd = toys.optargs, *s;
  unsigned long prop = MS_PRIVATE, bits[] = {CLONE_NEWNS, CLONE_NEWUTS,
    CLONE_NEWIPC, CLONE_NEWNET, CLONE_NEWPID, CLONE_NEWUSER, CLONE_NEWCGROUP,
    CLONE_NEWTIME};
  char *props[] = {"private", "slave", "shared", "unchanged"};
  unsigned long pvals[] = {MS_PRIVATE, MS_SLAVE, MS_SHARED, 0};
  int i, flags = 0, uid = getuid(), gid = getgid();
  pid_t pid;

  if (!sh[0] || !*sh[0]) sh[0] = "/bin/sh";
  if (!*cmd) cmd = sh;
  if (FLAG(mount_proc)) toys.optflags |= FLAG_m;
  if (FLAG(r)) toys.optflags |= FLAG_U;
  if (FLAG(kill_child)) {
    toys.optflags |= FLAG_f;
    if (TT.kill_child && (i = sig_to_num(TT.kill_child)) < 1)
      error_exit("unknown signal: %s", TT.kill_child);
  }
  for (i = 0; i<8; i++) if (toys.optflags & (FLAG_m>>i)) flags |= bits[i];
  if (TT.propagation) {
    for (i = 0; i<4; i++) if (!strcmp(TT.propagation, props[i])) break;
    if (i == 4)
      error_exit("unsupported propagation mode: %s", TT.propagation);
    prop = pvals[i];
  }

  if (unshare(flags)) perror_exit("unshare failed");
  if (FLAG(r)) {
    write_file("/proc/self/setgroups", "deny");
    write_file("/proc/self/uid_map", s = xmprintf("0 %d 1", uid));
    free(s);
    write_file("/proc/self/gid_map", s = xmprintf("0 %d 1", gid));
    free(s);
  }
  if (FLAG(m) && prop && mount("none", "/", 0, MS_REC|prop, 0))
    perror_exit("cannot change root filesystem propagation");

  if (FLAG(f)) {
    fflush(0);
    if ((pid = xfork())) {
      int status;

      // The command's status is ours; a signal kills us the same way
      while (waitpid(pid, &status, 0) == -1 && errno == EINTR);
      if (WIFSIGNALED(status)) {
        signal(WTERMSIG(status), SIG_DFL);
        kill(getpid(), WTERMSIG(status));
        toys.exitval = 128+WTERMSIG(status);
      } else toys.exitval = WEXITSTATUS(status);
      return;
    }
    if (FLAG(kill_child)) prctl(PR_SET_PDEATHSIG,
      TT.kill_child ? sig_to_num(TT.kill_child) : SIGKILL);
  }

  if (FLAG(mount_proc)) {
    s = TT.mount_proc ? : "/proc";
    if (mount("none", s, 0, MS_PRIVATE|MS_REC, 0))
      perror_exit("umount %s failed", s);
    if (mount("proc", s, "proc", MS_NOSUID|MS_NOEXEC|MS_NODEV, 0))
      perror_exit("mount %s failed", s);
  }

  execvp(*cmd, cmd);
  toys.exitval = errno == ENOENT ? 127 : 126;
  perror_exit("failed to execute %s", *cmd);
}
