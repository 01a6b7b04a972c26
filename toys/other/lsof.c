/* lsof.c - list open files
 *
 * no standard (lsof)

USE_LSOF(NEWTOY(lsof, "lp*t", TOYFLAG_USR|TOYFLAG_BIN))

config LSOF
  bool "lsof"
  default y
  help
    usage: lsof [-lt] [-p PID[,PID...]] [FILE...]

    List the files processes have open, as a table of COMMAND PID USER FD
    TYPE DEVICE SIZE/OFF NODE NAME (FD cwd current directory, rtd root,
    txt program, mem mapped file, or a number with r read, w write, u both).
    Exit 1 if none.

    -l	Numeric user ids
    -p	Only these processes
    -t	Only the pids, one a line
*/

#define FOR_lsof
#include "toys.h"
#include <sys/sysmacros.h>

GLOBALS(
  struct arg_list *p;

  char **rows;
  long nrows;
  int w[9];
  struct stat *files;
  int nfiles, all;
)

static int wanted(struct stat *st)
{
  int i;

  for (i = 0; i < TT.nfiles; i++)
    if (st->st_dev == TT.files[i].st_dev && st->st_ino == TT.files[i].st_ino)
      return i+1;

  return TT.nfiles && !TT.all ? 0 : -1;
}

// One row: 9 fields, tab-free strings in one malloc, joined by \1
static void add(char **f)
{
  int i, len = 0;
  char *s;

  for (i = 0; i < 9; i++) len += strlen(f[i])+1;
  s = xmalloc(len);
  for (len = i = 0; i < 9; i++) {
    int l = strlen(f[i]);

    if (l > TT.w[i]) TT.w[i] = l;
    memcpy(s+len, f[i], l);
    len += l;
    s[len++] = i == 8 ? 0 : 1;
  }
  if (!(TT.nrows&63)) TT.rows = xrealloc(TT.rows, (TT.nrows+64)*sizeof(char *));
  TT.rows[TT.nrows++] = s;
}

static char *type_of(mode_t m)
{
  if (S_ISREG(m)) return "REG";
  if (S_ISDIR(m)) return "DIR";
  if (S_ISCHR(m)) return "CHR";
  if (S_ISBLK(m)) return "BLK";
  if (S_ISFIFO(m)) return "FIFO";
  if (S_ISSOCK(m)) return "sock";
  if (S_ISLNK(m)) return "LINK";

  return "unknown";
}

// One open file of pid: path is its /proc link, fd its FD column
static int one(char **f, long pid, char *path, char *fd, char *info)
{
  struct stat st;
  char dev[32], size[32], node[32], *name, type[16], fdbuf[32];
  long long pos = 0;
  int flags = 0, hit;
  FILE *fp;

  if (stat(path, &st) && lstat(path, &st)) return 0;
  if (!(hit = wanted(&st))) return 0;
  name = xreadlink(path);
  if (!name) name = xstrdup("?");
  if (info && (fp = fopen(info, "r"))) {
    while (fgets(toybuf, 256, fp)) {
      if (!strncmp(toybuf, "pos:", 4)) pos = atoll(toybuf+4);
      if (!strncmp(toybuf, "flags:", 6)) flags = strtol(toybuf+6, 0, 8);
    }
    fclose(fp);
    sprintf(fdbuf, "%s%c", fd, "rwu?"[flags&3]);
  } else sprintf(fdbuf, "%s ", fd);
  fd = fdbuf;
  strcpy(type, type_of(st.st_mode));
  if (!strncmp(name, "anon_inode:", 11)) strcpy(type, "a_inode");
  if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
    sprintf(dev, "%u,%u", major(st.st_rdev), minor(st.st_rdev));
  else sprintf(dev, "%u,%u", major(st.st_dev), minor(st.st_dev));
  if (S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))
    sprintf(size, "%lld", (long long)st.st_size);
  else sprintf(size, "0t%lld", pos);
  sprintf(node, "%llu", (unsigned long long)st.st_ino);
  if (S_ISFIFO(st.st_mode) && !strncmp(name, "pipe:", 5)) {
    free(name);
    name = xstrdup("pipe");
  }
  f[3] = fd;
  f[4] = type;
  f[5] = dev;
  f[6] = size;
  f[7] = node;
  f[8] = hit > 0 ? toys.optargs[hit-1] : name;
  if (!FLAG(t)) add(f);
  free(name);

  return 1;
}

static int do_pid(long pid)
{
  char comm[16], user[32], pidbuf[16], path[80], info[80], *f[9], *line = 0;
  char *names[] = {"cwd", "rtd", "txt"}, *links[] = {"cwd", "root", "exe"};
  struct stat st, *seen = 0;
  struct dirent *de;
  int i, n = 0, nseen = 0;
  unsigned maj, min;
  unsigned long long ino;
  size_t size = 0;
  FILE *fp;
  DIR *dir;

  if (!proc_comm(pid, comm)) return 0;
  sprintf(path, "/proc/%ld", pid);
  if (stat(path, &st)) return 0;
  if (FLAG(l)) sprintf(user, "%u", (unsigned)st.st_uid);
  else snprintf(user, sizeof(user), "%s", getusername(st.st_uid));
  comm[9] = 0;
  sprintf(pidbuf, "%ld", pid);
  f[0] = comm;
  f[1] = pidbuf;
  f[2] = user;

  for (i = 0; i < 3; i++) n += one(f, pid, proc_path(path, pid, links[i]), names[i], 0);

  // mapped files, once each, not the program itself
  if (!stat(proc_path(path, pid, "exe"), &st)) {
    seen = xmalloc(sizeof(*seen));
    seen[nseen++] = st;
  }
  if ((fp = fopen(proc_path(path, pid, "maps"), "r"))) {
    while (getline(&line, &size, fp) > 0) {
      char *s = strchr(line, '/');

      if (sscanf(line, "%*s %*s %*s %x:%x %llu", &maj, &min, &ino) != 3 || !ino
        || !s) continue;
      s[strcspn(s, "\n")] = 0;
      if (stat(s, &st) || st.st_ino != ino) continue;
      for (i = 0; i < nseen; i++)
        if (seen[i].st_dev == st.st_dev && seen[i].st_ino == st.st_ino) break;
      if (i < nseen) continue;
      seen = xrealloc(seen, (nseen+1)*sizeof(*seen));
      seen[nseen++] = st;
      n += one(f, pid, s, "mem", 0);
    }
    fclose(fp);
  }
  free(line);
  free(seen);

  if ((dir = opendir(proc_path(path, pid, "fd")))) {
    long *fds = 0, nfds = 0, j, k;

    while ((de = readdir(dir))) {
      if (!isdigit(*de->d_name)) continue;
      if (!(nfds&63)) fds = xrealloc(fds, (nfds+64)*sizeof(long));
      fds[nfds++] = atol(de->d_name);
    }
    closedir(dir);
    // in order
    for (j = 1; j < nfds; j++)
      for (k = j; k && fds[k-1] > fds[k]; k--) {
        long t = fds[k];

        fds[k] = fds[k-1];
        fds[k-1] = t;
      }
    for (j = 0; j < nfds; j++) {
      char num[24];

      sprintf(path, "/proc/%ld/fd/%ld", pid, fds[j]);
      sprintf(info, "/proc/%ld/fdinfo/%ld", pid, fds[j]);
      sprintf(num, "%ld", fds[j]);
      n += one(f, pid, path, num, info);
    }
    free(fds);
  }
  if (n && FLAG(t)) xprintf("%ld\n", pid);

  return n;
}

void lsof_main(void)
{
  char *heads[] = {"COMMAND", "PID", "USER", "FD ", "TYPE", "DEVICE",
    "SIZE/OFF", "NODE", "NAME"}, *s, *e, *f[9];
  // left aligned columns
  int left[] = {1, 0, 1, 0, 0, 0, 0, 0, 1}, i, j, found = 0;
  pid_t *pids = 0, self = getpid();
  long npids, pid;
  struct arg_list *al;

  for (TT.nfiles = 0; toys.optargs[TT.nfiles]; TT.nfiles++);
  TT.files = xzalloc((TT.nfiles+1)*sizeof(struct stat));
  for (i = 0; i < TT.nfiles; i++) {
    if (stat(toys.optargs[i], TT.files+i)) {
      perror_msg("status error on %s", toys.optargs[i]);
      TT.files[i].st_ino = -1;
      TT.files[i].st_dev = -1;
    }
  }
  if (FLAG(l)) left[2] = 0;
  for (i = 0; i < 9; i++) TT.w[i] = strlen(heads[i]);
  TT.w[3] = 4;
  if (FLAG(l) && TT.w[2] < 8) TT.w[2] = 8;

  // -p and FILE: either will do
  if (TT.p && !TT.nfiles) {
    for (al = TT.p; al; al = al->next) {
      for (s = al->arg; *s; s = e+!!*e) {
        pid = strtol(s, &e, 10);
        if (e == s || (*e && *e != ',')) error_exit("illegal process ID: %s", s);
        TT.all = 1;
        found += !!do_pid(pid);
      }
    }
  } else {
    npids = proc_pids(&pids);
    for (i = 0; i < npids; i++) {
      if (pids[i] == self) continue;
      for (TT.all = 0, al = TT.p; al && !TT.all; al = al->next)
        for (s = al->arg; *s && !TT.all; s = e+!!*e) {
          pid = strtol(s, &e, 10);
          if (e == s || (*e && *e != ',')) error_exit("illegal process ID: %s", s);
          TT.all = pid == pids[i];
        }
      found += !!do_pid(pids[i]);
    }
    free(pids);
  }

  if (!FLAG(t) && TT.nrows) {
    for (i = 0; i < 9; i++) f[i] = heads[i];
    for (j = -1; j < TT.nrows; j++) {
      if (j >= 0) for (s = TT.rows[j], i = 0; i < 9; i++) {
        f[i] = s;
        if (i < 8) *(s = strchr(s, 1)) = 0, s++;
      }
      for (i = 0; i < 9; i++) {
        if (i == 8) xprintf("%s\n", f[i]);
        else xprintf(left[i] ? "%-*s " : "%*s ", TT.w[i]+(i==3), f[i]);
        if (i == 3) xputc(' ');
      }
      if (j >= 0) free(TT.rows[j]);
    }
  }
  free(TT.rows);
  free(TT.files);
  if (!found) toys.exitval = 1;
}
