/* fuser.c - which processes use a file or filesystem
 *
 * no standard (psmisc)

USE_FUSER(NEWTOY(fuser, "?kmsuvl", TOYFLAG_USR|TOYFLAG_BIN))

config FUSER
  bool "fuser"
  default y
  help
    usage: fuser [-kmsuv] [-SIGNAL] FILE...

    Show the processes using each FILE: pids on stdout, "FILE:" and how each
    uses it on stderr (c current directory, e executable, f open file, F open
    for writing, r root directory, m mapped). Exit 1 if none does.

    -k	Kill them (with SIGKILL, or -SIGNAL)
    -l	List signal names
    -m	FILE is a filesystem: every process using a file on it
    -s	Silent
    -u	Show each process's user
    -v	Verbose: a table of USER PID ACCESS COMMAND
*/

#define FOR_fuser
#include "toys.h"
#include <sys/sysmacros.h>

GLOBALS(
  dev_t dev;
  ino_t ino;
)

static int same(struct stat *st)
{
  return st->st_dev == TT.dev && (FLAG(m) || st->st_ino == TT.ino);
}

static int linked(long pid, char *name)
{
  char path[64];
  struct stat st;

  return !stat(proc_path(path, pid, name), &st) && same(&st);
}

// How pid uses the file: bits 0 f, 1 F, 2 r, 3 c, 4 e, 5 m
static int access_of(long pid)
{
  char path[80], *line = 0;
  int bits = 0;
  DIR *dir;
  struct dirent *de;
  struct stat st;
  FILE *fp;
  size_t size = 0;
  unsigned maj, min;
  unsigned long long ino;

  if (linked(pid, "root")) bits |= 4;
  if (linked(pid, "cwd")) bits |= 8;
  if (linked(pid, "exe")) bits |= 16;
  sprintf(path, "/proc/%ld/fd", pid);
  if ((dir = opendir(path))) {
    while ((de = readdir(dir))) {
      if (!isdigit(*de->d_name)) continue;
      sprintf(path, "/proc/%ld/fd/%.20s", pid, de->d_name);
      if (stat(path, &st) || !same(&st)) continue;
      sprintf(path, "/proc/%ld/fdinfo/%.20s", pid, de->d_name);
      bits |= 1;
      if ((fp = fopen(path, "r"))) {
        while (getline(&line, &size, fp) > 0)
          if (!strncmp(line, "flags:", 6) && (strtol(line+6, 0, 8)&3))
            bits |= 2;
        fclose(fp);
      }
    }
    closedir(dir);
  }
  sprintf(path, "/proc/%ld/maps", pid);
  if ((fp = fopen(path, "r"))) {
    while (getline(&line, &size, fp) > 0) {
      if (sscanf(line, "%*s %*s %*s %x:%x %llu", &maj, &min, &ino) != 3 || !ino)
        continue;
      if (makedev(maj, min) == TT.dev && (FLAG(m) || ino == TT.ino)) bits |= 32;
    }
    fclose(fp);
  }
  free(line);
  if (bits&2) bits &= ~1;
  if (bits&16) bits &= ~32;

  return bits;
}

static void err(char *fmt, ...)
{
  va_list va;

  if (FLAG(s)) return;
  fflush(stdout);
  va_start(va, fmt);
  vfprintf(stderr, fmt, va);
  va_end(va);
}

void fuser_main(void)
{
  char **arg = toys.optargs, *name, *s, comm[16], *user, acc[8], buf[64];
  int sig = SIGKILL, i, j, bits, found, header = 0;
  long npids;
  pid_t *pids, self = getpid();
  struct stat st, pst;

  if (FLAG(l)) return list_signals(0);
  if (*arg && **arg == '-' && arg[0][1]) {
    if ((sig = sig_to_num(*arg+1)) < 0) error_exit("%s: unknown signal", *arg+1);
    arg++;
  }
  if (!*arg) help_exit("needs a FILE");
  npids = proc_pids(&pids);
  toys.exitval = 1;
  for (; *arg; arg++) {
    if (stat(*arg, &st)) {
      if (errno == ENOENT)
        fprintf(stderr, "Specified filename %s does not exist.\n", *arg);
      else perror_msg("%s", *arg);
      continue;
    }
    TT.dev = st.st_dev;
    TT.ino = st.st_ino;
    if (!(name = realpath(*arg, 0))) name = xstrdup(*arg);
    for (found = i = 0; i < npids; i++) {
      if (pids[i] == self || !(bits = access_of(pids[i]))) continue;
      if (!found++) {
        toys.exitval = 0;
        if (FLAG(v) && !header++)
          err("%s", "                     USER        PID ACCESS COMMAND\n");
        s = xmprintf("%s:", name);
        if (!FLAG(v)) err("%-20s", s);
        else if (strlen(s) > 20) err("%s\n%21s", s, "");
        else err("%-20s ", s);
        free(s);
      } else if (FLAG(v)) err("%21s", "");
      sprintf(buf, "/proc/%ld", (long)pids[i]);
      user = stat(buf, &pst) ? "?" : getusername(pst.st_uid);
      if (FLAG(v)) {
        err("%-8s ", user);
      }
      if (!FLAG(s)) xprintf("%6ld", (long)pids[i]);
      if (FLAG(v)) {
        for (j = 0; j < 5; j++)
          acc[j] = (bits & (1<<(j ? j+1 : 0))) ? "frcem"[j] : '.';
        if (bits&2) acc[0] = 'F';
        acc[5] = 0;
        err(" %s %s%s%s%s\n", acc,
          FLAG(u) ? "(" : "", FLAG(u) ? user : "", FLAG(u) ? ")" : "",
          proc_comm(pids[i], comm) ? comm : "?");
      } else {
        for (j = 0; j < 4; j++)
          if (bits & (4<<j)) err("%c", "rcem"[j]);
        if (FLAG(u)) err("(%s)", user);
      }
      if (FLAG(k) && kill(pids[i], sig)) perror_msg("kill %ld", (long)pids[i]);
    }
    if (found && !FLAG(v)) err("%s", "\n");
    free(name);
  }
  free(pids);
}
