/* ps.c - the process table: ps, pgrep, pkill, pidof, top, iotop
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/ps.html
 * pgrep, pkill, pidof, top, iotop: no standard (procps-ng's behaviour).
 * Everything comes from /proc: see proc(5).

USE_PS(NEWTOY(ps, ">0k(sort)*o*p(pid)*s(sid)*t(tty)*u(user)*U*g(group)*G*w@MZTLlfAade[!TL]", TOYFLAG_BIN))
USE_PGREP(NEWTOY(pgrep, ">1d(delimiter):u(euid)*U(uid)*g(pgroup)*G(group)*P(parent)*s(session)*t(terminal)*f(full)l(list-name)a(list-full)n(newest)o(oldest)x(exact)v(inverse)c(count)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))
USE_PKILL(NEWTOY(pkill, "?u(euid)*U(uid)*g(pgroup)*G(group)*P(parent)*s(session)*t(terminal)*f(full)n(newest)o(oldest)x(exact)v(inverse)c(count)e(echo)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))
USE_PIDOF(NEWTOY(pidof, "<1d:o*sxq", TOYFLAG_BIN))
USE_TOP(NEWTOY(top, ">0n#<1d%<100=3000p*u*k*s#<1m#<1o*Hbq", TOYFLAG_USR|TOYFLAG_BIN))
USE_IOTOP(NEWTOY(iotop, ">0n#<1d%<100=1000p*u*k*s#<1m#<1aAboq", TOYFLAG_USR|TOYFLAG_BIN))

config PS
  bool "ps"
  default y
  help
    usage: ps [-AadeflLMTwZ] [-gGpstuU LIST] [-o FIELD,...] [-k [-]FIELD,...]

    List processes. With no selection: those of this user on this terminal.
    Selections add up (a process matching any of them is listed):

    -A, -e  All processes            -a  All with a terminal, less session leaders
    -d      All but session leaders  -p PID,...     these processes
    -g SID|GROUP,...  these sessions, or effective group names
    -G GROUP,...  real group         -s SID,...     these sessions
    -t TTY,...    these terminals    -u USER,...    effective user
    -U USER,...   real user

    Output:
    -f  Full listing                 -l  Long listing
    -o FIELD[=HEADER][:WIDTH],...  These columns (HEADER "" for none; when
        every header is empty there is no header line)
    -k, --sort [+|-]FIELD,...  Sort by these fields (- for descending)
    Default columns: PID TTY TIME CMD (built for Android: USER PID PPID VSZ
    RSS WCHAN ADDR S NAME, the layout Android's ps has always had)
    -T  Show threads (SPID column)   -M, -Z  Add the security label column
    -L  Show threads (LWP column, and NLWP with -f)
    -w  Wider output on a terminal (twice: unlimited)

    FIELDs: pid ppid pgid sid tid (lwp spid) tty tname time etime cmd comm
    args user ruser uid ruid gid rgid group rgroup nice ni pri rtprio sched
    psr rss vsz %cpu %mem stat s wchan label start stime f addr sz cpu c
    nlwp mnt (mount namespace) pcy (cpuset policy: fg bg ta...) minflt
    majflt read write io (bytes: any file) dread dwrite dio (the disk's)
    swap (swapped out) io% (waiting for I/O: needs delay accounting)

config PGREP
  bool "pgrep"
  default y
  help
    usage: pgrep [-flanoxvc] [-d DELIM] [-uUgGPst LIST] [PATTERN]

    List the IDs of processes whose name matches the extended regular
    expression PATTERN and every other selection. LISTs are comma separated.

    -f  Match the whole command line     -x  Match the whole name (or line)
    -l  Show names too                   -a  Show whole command lines too
    -n  Only the newest                  -o  Only the oldest
    -v  Those that don't match           -c  Print only the count
    -d DELIM  Between IDs (default newline)
    -u USER  Effective user   -U USER  Real user   -G GROUP  Real group
    -g PGID  Process group    -s SID  Session (0: ours)  -P PPID  Parent
    -t TTY   Terminal

    Exit status 0 when something matched, 1 when nothing did, 2 for bad use.

config PKILL
  bool "pkill"
  default y
  help
    usage: pkill [-SIGNAL] [-fnoxvce] [-uUgGPst LIST] [PATTERN]

    Send SIGNAL (default TERM) to the processes pgrep would list.
    -e  Say what was killed   -c  Print the count
    The other options are pgrep's.

config PIDOF
  bool "pidof"
  default y
  help
    usage: pidof [-qsx] [-d SEP] [-o PID,...] NAME...

    Print the IDs of the processes running each program NAME, newest first.

    -s  Only one ID (of each NAME)   -x  Scripts too (NAME run by an interpreter)
    -o  Omit these IDs (%PPID: pidof's parent)
    -d  Separator (default a space)  -q  Quiet: only the exit status

config TOP
  bool "top"
  default y
  help
    usage: top [-bHq] [-n N] [-d SECS] [-p PID,...] [-u USER,...] [-m N] [-s N] [-k FIELD,...] [-o FIELD,...]

    Show processes by CPU use (over each interval), refreshed.

    -b  Batch mode (no terminal control)    -n N  Exit after N frames
    -d  Seconds between frames (default 3)  -H  Threads
    -p  Only these PIDs                     -u  Only these users
    -m  At most N lines of processes        -q  No header lines
    -o FIELD    Sort by FIELD, high to low (-FIELD: low to high), as procps
    -o FIELD,...  Show these ps fields (also PR VIRT RES SHR TIME+)
    -k  Then sort by these fields (-FIELD: high to low)
    -s N  Sort by column N (high to low)

    Keys: M sort by memory, P by CPU, T by time, N by PID, R reverse,
    < > sort by the column left/right, q quit.

config IOTOP
  bool "iotop"
  default y
  help
    usage: iotop [-aAboq] [-n N] [-d SECS] [-p PID,...] [-u USER,...] [-m N] [-s N] [-k FIELD,...]

    Show processes by disk I/O per second (from /proc/PID/io), refreshed:
    DREAD DWRITE (the disk's), SWAP (swapped out), DIO (DREAD+DWRITE),
    IO% (time waiting for block I/O, when the kernel has delay accounting).

    -a  Accumulated I/O since start, not per second
    -A  All I/O (READ WRITE IO: reads and writes of any file, not only disk)
    -o  Only processes doing I/O            -b  Batch mode
    -n, -d, -p, -u, -m, -s, -k, -q  as top's
*/

#define FOR_ps
#include "toys.h"
#include <sys/sysmacros.h>
#include <utmpx.h>

#define ARRAY_LEN(a) ((int)(sizeof(a)/sizeof(*(a))))

// Built for Android, ps's default columns are Android's
#ifdef __ANDROID__
#define PS_ANDROID 1
#else
#define PS_ANDROID 0
#endif

GLOBALS(
  union {
    struct { struct arg_list *k, *o, *p, *s, *t, *u, *U, *g, *G; long w; } ps;
    struct { char *d; struct arg_list *u, *U, *g, *G, *P, *s, *t; } pgrep;
    struct { struct arg_list *u, *U, *g, *G, *P, *s, *t; } pkill;
    struct { char *d; struct arg_list *o; } pidof;
    struct { long n, d; struct arg_list *p, *u, *k; long s, m;
      struct arg_list *o; } top;
  };

  struct ps_col { struct ps_col *next; int id, width, left; char *head; } *cols;
  struct ps_key { struct ps_key *next; int id, rev; } *keys;
  struct proc **procs, **old;
  long nprocs, nold, width;
  long long uptime, memtotal, boot, now, hz, oldms, pagek;
  char batch, quiet, accum, allio, onlyio, hflag;
  int need, threads, io, istop, sortcol, interactive, lines, mypid;
  regex_t reg;
  struct termios term;
)

// A process (or thread), from /proc/PID[/task/TID]
struct proc {
  long long pid, tid, ppid, pgid, sid, tty, tpgid, flags, minflt, majflt,
    utime, stime, pri, nice, nlwp, start, vsz, rss, psr, rtprio, policy,
    uid, ruid, gid, rgid, vmlck, shr, mnt, io[4], pcpu, dio[4], dtime, swap,
    blkio, iopct;
  char state, *comm, *args, *label, *wchan, *pcy;
};

// What to read beyond /proc/PID/stat
#define NEED_STATUS 1
#define NEED_ARGS   2
#define NEED_WCHAN  4
#define NEED_LABEL  8
#define NEED_IO     16
#define NEED_STATM  32
#define NEED_MNT    64
#define NEED_PCY    128
#define NEED_BOOT   256

enum { F_PID, F_PPID, F_PGID, F_SID, F_TID, F_TTY, F_TNAME, F_TIME, F_ETIME,
  F_ARGS, F_COMM, F_USER, F_RUSER, F_UID, F_RUID, F_GID, F_RGID, F_GROUP,
  F_RGROUP, F_NI, F_PRI, F_RTPRIO, F_SCHED, F_PSR, F_RSS, F_VSZ, F_PCPU,
  F_PMEM, F_STAT, F_S, F_WCHAN, F_LABEL, F_START, F_STIME, F_F, F_ADDR, F_SZ,
  F_CPU, F_MNT, F_PCY, F_C, F_NLWP, F_LPRI, F_PR, F_VIRT, F_RES, F_SHR,
  F_TIMEP, F_READ, F_WRITE, F_DREAD, F_DWRITE, F_IO, F_MINFL, F_MAJFL,
  F_DIO, F_SWAP, F_IOPCT, F_POL, F_CLS };

// name, header, width (negative: left aligned), what it needs; string
// fields sort as strings, the rest by number.
static struct field {
  char *name, *head;
  signed char width, id;
  short need;
  char str;
} fields[] = {
  {"pid", "PID", 5, F_PID}, {"ppid", "PPID", 5, F_PPID},
  {"pgid", "PGID", 5, F_PGID}, {"pgrp", "PGRP", 5, F_PGID},
  {"sid", "SID", 5, F_SID}, {"sess", "SESS", 5, F_SID},
  {"session", "SESS", 5, F_SID}, {"tid", "TID", 5, F_TID},
  {"lwp", "LWP", 5, F_TID}, {"spid", "SPID", 5, F_TID},
  {"tty", "TT", -8, F_TTY, 0, 1}, {"tt", "TT", -8, F_TTY, 0, 1},
  {"tname", "TTY", -8, F_TTY, 0, 1}, {"time", "TIME", 8, F_TIME},
  {"cputime", "TIME", 8, F_TIME}, {"etime", "ELAPSED", 11, F_ETIME},
  {"cmd", "CMD", -27, F_ARGS, NEED_ARGS, 1},
  {"args", "COMMAND", -27, F_ARGS, NEED_ARGS, 1},
  {"command", "COMMAND", -27, F_ARGS, NEED_ARGS, 1},
  {"comm", "COMMAND", -15, F_COMM, 0, 1},
  {"ucomm", "COMMAND", -15, F_COMM, 0, 1},
  {"user", "USER", -8, F_USER, NEED_STATUS, 1},
  {"euser", "EUSER", -8, F_USER, NEED_STATUS, 1},
  {"ruser", "RUSER", -8, F_RUSER, NEED_STATUS, 1},
  {"uid", "UID", 5, F_UID, NEED_STATUS}, {"euid", "EUID", 5, F_UID, NEED_STATUS},
  {"ruid", "RUID", 5, F_RUID, NEED_STATUS},
  {"gid", "GID", 5, F_GID, NEED_STATUS}, {"egid", "EGID", 5, F_GID, NEED_STATUS},
  {"rgid", "RGID", 5, F_RGID, NEED_STATUS},
  {"group", "GROUP", -8, F_GROUP, NEED_STATUS, 1},
  {"egroup", "EGROUP", -8, F_GROUP, NEED_STATUS, 1},
  {"rgroup", "RGROUP", -8, F_RGROUP, NEED_STATUS, 1},
  {"nice", "NI", 3, F_NI}, {"ni", "NI", 3, F_NI}, {"pri", "PRI", 3, F_PRI},
  {"rtprio", "RTPRIO", 6, F_RTPRIO}, {"sched", "SCH", 3, F_SCHED},
  {"policy", "POL", -3, F_POL, 0, 1}, {"class", "CLS", 3, F_CLS, 0, 1},
  {"cls", "CLS", 3, F_CLS, 0, 1}, {"psr", "PSR", 3, F_PSR},
  {"rss", "RSS", 5, F_RSS, NEED_STATM}, {"rssize", "RSS", 5, F_RSS, NEED_STATM},
  {"vsz", "VSZ", 6, F_VSZ}, {"vsize", "VSZ", 6, F_VSZ},
  {"%cpu", "%CPU", 4, F_PCPU}, {"pcpu", "%CPU", 4, F_PCPU},
  {"%mem", "%MEM", 4, F_PMEM, NEED_STATM}, {"pmem", "%MEM", 4, F_PMEM, NEED_STATM},
  {"stat", "STAT", -4, F_STAT, NEED_STATUS, 1},
  {"s", "S", -1, F_S, 0, 1}, {"state", "S", -1, F_S, 0, 1},
  {"wchan", "WCHAN", -6, F_WCHAN, NEED_WCHAN, 1},
  {"label", "LABEL", -31, F_LABEL, NEED_LABEL, 1},
  {"start", "STARTED", 8, F_START, NEED_BOOT},
  {"stime", "STIME", -5, F_STIME, NEED_BOOT},
  {"f", "F", 1, F_F}, {"flags", "F", 1, F_F}, {"addr", "ADDR", 4, F_ADDR},
  {"sz", "SZ", 5, F_SZ}, {"cpu", "CPU", 3, F_CPU}, {"c", "C", 2, F_C},
  {"nlwp", "NLWP", 4, F_NLWP}, {"thcount", "THCNT", 5, F_NLWP},
  {"mnt", "MNT", 10, F_MNT, NEED_MNT},
  {"mntns", "MNTNS", 10, F_MNT, NEED_MNT}, {"pcy", "PCY", -3, F_PCY, NEED_PCY, 1},
  {"minflt", "MINFLT", 6, F_MINFL}, {"majflt", "MAJFLT", 6, F_MAJFL},
  // top and iotop
  {"pr", "PR", 3, F_PR, 0, 1}, {"virt", "VIRT", 7, F_VIRT},
  {"res", "RES", 6, F_RES, NEED_STATM}, {"shr", "SHR", 6, F_SHR, NEED_STATM},
  {"time+", "TIME+", 9, F_TIMEP}, {"read", "READ", 7, F_READ, NEED_IO},
  {"write", "WRITE", 7, F_WRITE, NEED_IO}, {"dread", "DREAD", 7, F_DREAD, NEED_IO},
  {"dwrite", "DWRITE", 7, F_DWRITE, NEED_IO}, {"io", "IO", 7, F_IO, NEED_IO},
  {"dio", "DIO", 7, F_DIO, NEED_IO}, {"swap", "SWAP", 6, F_SWAP, NEED_STATUS},
  {"io%", "IO%", 5, F_IOPCT},
  // internal: -l's priority and address columns
  {"_pri", "PRI", 3, F_LPRI}, {"_addr", "ADDR", -4, F_ADDR},
};

static struct field *find_field(char *name, int len)
{
  int i;

  for (i = 0; i < ARRAY_LEN(fields); i++)
    if (strlen(fields[i].name) == len
        && !strncasecmp(fields[i].name, name, len)) return fields+i;

  return 0;
}

// Read a small file at dirfd into buf (NUL terminated), -1 if it can't be
static int readat(int dirfd, char *name, char *buf, int size)
{
  int fd = openat(dirfd, name, O_RDONLY|O_CLOEXEC), len;

  if (fd == -1) return -1;
  len = readall(fd, buf, size-1);
  close(fd);
  if (len < 0) return -1;
  buf[len] = 0;

  return len;
}

static void free_proc(struct proc *p)
{
  if (!p) return;
  free(p->comm);
  free(p->args);
  free(p->label);
  free(p->wchan);
  free(p->pcy);
  free(p);
}

// dir/name in path (no directory opened for each process: that cost an
// open and a close more for each)
static char *in_dir(char *path, char *dir, char *name)
{
  snprintf(path, 64, "%s/%s", dir, name);

  return path;
}

// Read process or thread tid (pid's) from dir (relative to dirfd), its /proc
// directory. Returns 0 when it's gone (or going) before we read everything
// we need.
static struct proc *get_proc(int dirfd, char *dir, long long pid, long long tid)
{
  struct proc *p;
  char buf[1024], path[64], *s, *e;
  long long n[50], shr = -1, rss = 0;
  int len, i;

  if ((len = readat(dirfd, in_dir(path, dir, "stat"), buf, sizeof(buf))) < 1
      || !(s = strchr(buf, '(')) || !(e = strrchr(s, ')'))) return 0;
  memset(n, 0, sizeof(n));
  for (s = e+4, i = 4; i < 50 && *s; i++) {
    n[i] = strtoll(s, &s, 10);
    while (*s == ' ') s++;
  }
  p = xzalloc(sizeof(*p));
  *e = 0;
  p->comm = xstrdup(strchr(buf, '(')+1);
  for (s = p->comm; *s; s++) if ((unsigned char)*s < 32 || *s == 127) *s = '?';
  p->state = e[2];
  p->pid = pid;
  p->tid = tid;
  p->ppid = n[4];
  p->pgid = n[5];
  p->sid = n[6];
  p->tty = n[7];
  p->tpgid = n[8];
  p->flags = n[9];
  p->minflt = n[10];
  p->majflt = n[12];
  p->utime = n[14];
  p->stime = n[15];
  p->pri = n[18];
  p->nice = n[19];
  p->nlwp = n[20];
  p->start = n[22];
  p->vsz = n[23]/1024;
  p->rss = n[24]*TT.pagek;
  p->psr = n[39];
  p->rtprio = n[40];
  p->policy = n[41];
  p->blkio = n[42];

  if (TT.need&NEED_STATUS) {
    if (readat(dirfd, in_dir(path, dir, "status"), toybuf, sizeof(toybuf)) < 1) goto gone;
    for (s = toybuf; s; s = (s = strchr(s, '\n')) ? s+1 : 0) {
      if (strstart(&s, "Uid:")) sscanf(s, "%lld %lld", &p->ruid, &p->uid);
      else if (strstart(&s, "Gid:")) sscanf(s, "%lld %lld", &p->rgid, &p->gid);
      else if (strstart(&s, "VmLck:")) p->vmlck = atoll(s);
      else if (strstart(&s, "VmSwap:")) p->swap = atoll(s);
      // shared pages as statm counts them: file backed and shmem
      else if (strstart(&s, "VmRSS:")) rss = atoll(s);
      else if (strstart(&s, "RssFile:")) shr = (shr < 0 ? 0 : shr)+atoll(s);
      else if (strstart(&s, "RssShmem:")) shr = (shr < 0 ? 0 : shr)+atoll(s);
    }
  }
  if (TT.need&NEED_ARGS) {
    off_t alen = 0;

    if (!(p->args = readfileat(dirfd, in_dir(path, dir, "cmdline"), 0, &alen))) goto gone;
    while (alen && !p->args[alen-1]) alen--;
    for (i = 0; i < alen; i++)
      if (!p->args[i] || p->args[i] == '\n' || p->args[i] == '\t')
        p->args[i] = ' ';
      else if ((unsigned char)p->args[i] < 32 || p->args[i] == 127)
        p->args[i] = '?';
    p->args[alen] = 0;
  }
  if (TT.need&NEED_WCHAN) {
    len = readat(dirfd, in_dir(path, dir, "wchan"), buf, 128);
    p->wchan = xstrdup((len < 1 || !strcmp(buf, "0")) ? "-" : buf);
  }
  if (TT.need&NEED_LABEL) {
    len = readat(dirfd, in_dir(path, dir, "attr/current"), buf, sizeof(buf));
    while (len > 0 && (!buf[len-1] || buf[len-1] == '\n')) buf[--len] = 0;
    p->label = xstrdup(len < 1 ? "-" : buf);
  }
  if (TT.need&NEED_IO) {
    if (readat(dirfd, in_dir(path, dir, "io"), toybuf, sizeof(toybuf)) > 0) {
      char *names[] = {"rchar:", "wchar:", "read_bytes:", "write_bytes:"};

      for (i = 0; i < 4; i++)
        if ((s = strstr(toybuf, names[i]))) p->io[i] = atoll(s+strlen(names[i]));
    }
  }
  // status had them (no Rss lines for kernel threads: statm's 0 0 0); stat's
  // rss is only an estimate
  if ((TT.need&NEED_STATM) && (TT.need&NEED_STATUS)) {
    p->rss = rss;
    p->shr = shr < 0 ? 0 : shr;
  }
  else if (TT.need&NEED_STATM) {
    if (readat(dirfd, in_dir(path, dir, "statm"), buf, sizeof(buf)) > 0) {
      sscanf(buf, "%*s %lld %lld", &p->rss, &p->shr);
      p->rss *= TT.pagek;
      p->shr *= TT.pagek;
    }
  }
  if (TT.need&NEED_MNT) {
    len = readlinkat(dirfd, in_dir(path, dir, "ns/mnt"), buf, sizeof(buf)-1);
    if (len > 0 && (buf[len] = 0, s = strchr(buf, '['))) p->mnt = atoll(s+1);
  }
  if (TT.need&NEED_PCY) {
    // Android's cpuset names, as its ps shows them
    char *cs[] = {"top-app", "ta", "foreground", "fg", "background", "bg",
      "system-background", "sb", "restricted", "rs", "camera-daemon", "cd"};

    s = "-";
    if ((len = readat(dirfd, in_dir(path, dir, "cpuset"), buf, sizeof(buf))) > 0) {
      if (buf[len-1] == '\n') buf[len-1] = 0;
      for (i = 0; i < ARRAY_LEN(cs); i += 2)
        if ((e = strrchr(buf, '/')) && !strcmp(e+1, cs[i])) s = cs[i+1];
    }
    p->pcy = xstrdup(s);
  }

  return p;

gone:
  free_proc(p);
  return 0;
}

// System wide numbers: uptime (hundredths), memory, boot time, clock tick
static void get_system(void)
{
  char *s;

  if (!TT.hz) {
    TT.hz = sysconf(_SC_CLK_TCK);
    TT.pagek = sysconf(_SC_PAGESIZE)/1024;
  }
  if (readat(AT_FDCWD, "/proc/uptime", toybuf, sizeof(toybuf)) > 0) {
    TT.uptime = atoll(toybuf)*100;
    if ((s = strchr(toybuf, '.'))) TT.uptime += atoi(s+1);
  }
  if (readat(AT_FDCWD, "/proc/meminfo", toybuf, sizeof(toybuf)) > 0)
    TT.memtotal = atoll(toybuf+9);
  TT.now = time(0);
  TT.boot = TT.now-TT.uptime/100;
  if (TT.need&NEED_BOOT) {
    off_t len = 0;
    char *st = readfileat(AT_FDCWD, "/proc/stat", 0, &len);

    if (st && (s = strstr(st, "\nbtime "))) TT.boot = atoll(s+7);
    free(st);
  }
}

// The tty_nr of /proc/PID/stat for a terminal device; one that isn't there
// is an error for ps (type t), has no processes for pgrep (type T)
static long long tty_nr(char *dev, char *name, int type)
{
  struct stat st;

  if (stat(dev, &st)) {
    if (type == 'T') return -1;
    error_exit("bad tty '%s'", name);
  }

  return (minor(st.st_rdev)&0xff) | (major(st.st_rdev)<<8)
    | ((minor(st.st_rdev)&~0xff)<<12);
}

// Does process p pass the -g -G -p -s -t -u -U (ps) style lists?
static int in_list(struct arg_list *al, long long val, int type)
{
  char *s, *ss, *e;
  long long l;

  for (; al; al = al->next) {
    for (s = al->arg; *s; s = e+!!*e) {
      if (!(e = strchr(s, ','))) e = s+strlen(s);
      ss = xstrndup(s, e-s);
      l = strtoll(ss, &s, 10);
      if (*s || !*ss) {
        if (type == 'u') l = xgetuid(ss);
        else if (type == 'g') l = xgetgid(ss);
        else if (type == 't' || type == 'T') {
          if (!strcmp(ss, "-") || !strcmp(ss, "?")) l = 0;
          else {
            s = ss;
            strstart(&s, "/dev/");
            sprintf(toybuf, "/dev/%s", s);
            if (access(toybuf, F_OK)) sprintf(toybuf, "/dev/tty%s", s);
            l = tty_nr(toybuf, ss, type);
          }
        } else error_exit("bad number '%s'", ss);
      } else if (type == 't' || type == 'T') {
        sprintf(toybuf, "/dev/pts/%s", ss);
        l = tty_nr(toybuf, ss, type);
      }
      free(ss);
      if (l == val) return 1;
    }
  }

  return 0;
}

// The terminal name of a tty_nr
static char *tty_name(long long tty, char *buf)
{
  unsigned maj = (tty>>8)&0xfff, min = (tty&0xff)|((tty>>12)&0xfff00);
  struct dirent *de;
  struct stat st;
  DIR *dir;
  char *dirs[] = {"/dev/", "/dev/pts/"};
  int i;

  if (!tty) return "?";
  if (maj >= 136 && maj < 144) sprintf(buf, "pts/%u", min+(maj-136)*256);
  else if (maj == 4 && min < 64) sprintf(buf, "tty%u", min);
  else if (maj == 4) sprintf(buf, "ttyS%u", min-64);
  else {
    for (i = 0; i < 2; i++) {
      if (!(dir = opendir(dirs[i]))) continue;
      while ((de = readdir(dir))) {
        if (fstatat(dirfd(dir), de->d_name, &st, AT_SYMLINK_NOFOLLOW)
            || !S_ISCHR(st.st_mode) || major(st.st_rdev) != maj
            || minor(st.st_rdev) != min) continue;
        sprintf(buf, "%s%.40s", dirs[i]+5, de->d_name);
        closedir(dir);
        return buf;
      }
      closedir(dir);
    }
    sprintf(buf, "%u,%u", maj, min);
  }

  return buf;
}

// [DD-]HH:MM:SS (ps time) or [[DD-]HH:]MM:SS (etime)
static char *show_time(char *buf, long long secs, int etime)
{
  long long d = secs/86400, h = (secs/3600)%24, m = (secs/60)%60, s = secs%60;

  if (d) sprintf(buf, "%lld-%02lld:%02lld:%02lld", d, h, m, s);
  else if (h || !etime) sprintf(buf, "%02lld:%02lld:%02lld", h, m, s);
  else sprintf(buf, "%02lld:%02lld", m, s);

  return buf;
}

// KiB, shortened to fit width with m g t suffixes as procps top does
static char *show_size(char *buf, long long n, int width)
{
  char *u = "mgtpe";

  sprintf(buf, "%lld", n);
  while (strlen(buf) > width && *u) {
    sprintf(buf, "%lld.%lld%c", n/1024, (n%1024)*10/1024, *u);
    if (strlen(buf) > width) sprintf(buf, "%lld%c", n/1024, *u);
    n /= 1024;
    u++;
  }

  return buf;
}

// %CPU in tenths since the process started (ps), or as top measured it
static long long pcpu(struct proc *p)
{
  long long secs;

  // (the age in hundredths of a second, as procps: a young process's
  // share isn't spread over a whole second)
  if (TT.istop) return p->pcpu;
  secs = TT.uptime-p->start*100/TT.hz;
  if (secs <= 0) return 0;
  secs = (p->utime+p->stime)*100000/TT.hz/secs;

  return secs > 999 ? 999 : secs;
}

// Time waiting for block I/O (delay accounting: /proc/PID/stat field 42),
// in tenths of a percent since the process started (ps, iotop -a) or of the
// last interval (top, iotop)
static long long iopct(struct proc *p)
{
  long long secs;

  if (TT.istop && !TT.accum) return p->iopct;
  secs = TT.uptime/100-p->start/TT.hz;
  if (secs <= 0) return 0;
  secs = p->blkio*1000/TT.hz/secs;

  return secs > 999 ? 999 : secs;
}

static long long field_num(struct proc *p, int id)
{
  long long start = p->start/TT.hz, *io = TT.istop ? p->dio : p->io;

  switch (id) {
  case F_PID: return p->pid;
  case F_PPID: return p->ppid;
  case F_PGID: return p->pgid;
  case F_SID: return p->sid;
  case F_TID: return p->tid;
  case F_TIME: case F_TIMEP: return p->utime+p->stime;
  case F_ETIME: return -p->start;
  case F_UID: return p->uid;
  case F_RUID: return p->ruid;
  case F_GID: return p->gid;
  case F_RGID: return p->rgid;
  case F_NI: return p->nice;
  case F_PRI: return 39-p->pri;
  case F_LPRI: return p->pri+60;
  case F_RTPRIO: return p->rtprio;
  case F_SCHED: return p->policy;
  case F_PSR: return p->psr;
  case F_RSS: case F_RES: return p->rss;
  case F_VSZ: case F_VIRT: case F_SZ: return p->vsz;
  case F_PCPU: case F_C: return pcpu(p);
  // top rounds, ps truncates (as procps's do)
  case F_PMEM: return TT.memtotal
    ? (p->rss*1000+(TT.istop ? TT.memtotal/2 : 0))/TT.memtotal : 0;
  case F_START: case F_STIME: return start;
  case F_F: return (p->flags>>6)&5;
  case F_MNT: return p->mnt;
  case F_NLWP: return p->nlwp;
  case F_SHR: return p->shr;
  // ps: since the process started; top and iotop: as last measured
  case F_READ: return io[0];
  case F_WRITE: return io[1];
  case F_DREAD: return io[2];
  case F_DWRITE: return io[3];
  case F_IO: return io[0]+io[1];
  case F_DIO: return io[2]+io[3];
  case F_SWAP: return p->swap;
  case F_IOPCT: return iopct(p);
  case F_MINFL: return p->minflt;
  case F_MAJFL: return p->majflt;
  }

  return 0;
}

// The text of one field of p, in buf (64 bytes) or a string of p's
static char *show(struct proc *p, int id, char *buf)
{
  long long n = field_num(p, id);
  struct tm *tm;
  time_t t;
  char *s;

  switch (id) {
  case F_TTY: case F_TNAME: return tty_name(p->tty, buf);
  case F_TIME: return show_time(buf, n/TT.hz, 0);
  case F_ETIME: return show_time(buf, TT.uptime/100-p->start/TT.hz, 1);
  case F_ARGS:
    if (!p->args || !*p->args) {
      sprintf(buf, "[%.40s]%s", p->comm, p->state == 'Z' ? " <defunct>" : "");
      return buf;
    }
    return p->args;
  case F_COMM: return p->comm;
  case F_USER: return cached_username(p->uid);
  case F_RUSER: return cached_username(p->ruid);
  case F_GROUP: return cached_groupname(p->gid);
  case F_RGROUP: return cached_groupname(p->rgid);
  // procps: no real time priority for SCHED_OTHER, no nice value but for
  // SCHED_OTHER and SCHED_BATCH
  case F_RTPRIO:
    if (!p->policy) return "-";
    break;
  case F_NI:
    if (!TT.istop && p->policy && p->policy != 3) return "-";
    break;
  case F_POL: case F_CLS:
    s = "TS\0\0FF\0\0RR\0\0B\0\0\0ISO\0IDL\0DLN";
    return (p->policy >= 0 && p->policy < 7) ? s+4*p->policy : "?";
  case F_PCPU: case F_PMEM: case F_IOPCT:
    sprintf(buf, "%lld.%lld", n/10, n%10);
    return buf;
  case F_C:
    sprintf(buf, "%lld", n/10);
    return buf;
  case F_STAT:
    s = buf;
    *s++ = p->state;
    if (p->nice < 0) *s++ = '<';
    else if (p->nice > 0) *s++ = 'N';
    if (p->vmlck) *s++ = 'L';
    if (p->sid == p->pid) *s++ = 's';
    if (p->nlwp > 1) *s++ = 'l';
    if (p->tpgid > 0 && p->tpgid == p->pgid) *s++ = '+';
    *s = 0;
    return buf;
  case F_S:
    sprintf(buf, "%c", p->state);
    return buf;
  case F_WCHAN: return p->wchan;
  case F_LABEL: return p->label;
  case F_START: case F_STIME:
    t = TT.boot+n;
    tm = localtime(&t);
    if (TT.now-t < 86400)
      strftime(buf, 64, id == F_START ? "%H:%M:%S" : "%H:%M", tm);
    else if (id == F_START) strftime(buf, 64, "%b %d", tm);
    else {
      time_t tnow = TT.now;
      struct tm now = *localtime(&tnow);

      strftime(buf, 64, now.tm_year == tm->tm_year ? "%b%d" : "%Y", tm);
    }
    return buf;
  case F_ADDR: case F_CPU: return "-";
  case F_SZ: n = p->vsz/(TT.pagek ? TT.pagek : 4); break;
  case F_PCY: return p->pcy;
  case F_PR:
    if (p->pri < -99) return "rt";
    break;
  case F_VIRT: case F_RES: case F_SHR: return show_size(buf, n, 7);
  case F_TIMEP:
    sprintf(buf, "%lld:%02lld.%02lld", n/TT.hz/60, (n/TT.hz)%60,
      (n%TT.hz)*100/TT.hz);
    return buf;
  case F_SWAP: n *= 1024; // fall through
  case F_READ: case F_WRITE: case F_DREAD: case F_DWRITE: case F_IO: case F_DIO:
    human_readable(buf, n, 0);
    return buf;
  }
  if (id == F_PR) n = p->pri;
  sprintf(buf, "%lld", n);

  return buf;
}

// Add "FIELD[=HEADER][:WIDTH],..." to the columns
static void add_cols(char *spec)
{
  struct ps_col *c, **tail = &TT.cols;
  struct field *f;
  char *s, *e, *eq, *colon;
  int len;

  while (*tail) tail = &(*tail)->next;
  for (s = spec; *s; s = e+!!*e) {
    e = s+strcspn(s, ", ");
    if (e == s) continue;
    if (!(eq = memchr(s, '=', e-s))) eq = e;
    colon = memchr(s, ':', eq-s);
    len = (colon ? colon : eq)-s;
    if (!(f = find_field(s, len))) {
      if (!len && eq-s == 1 && *s == ':') f = 0;
      error_exit("bad field '%.*s'", (int)(e-s), s);
    }
    c = xzalloc(sizeof(*c));
    c->id = f->id;
    c->left = f->width < 0;
    c->width = abs(f->width);
    c->head = f->head;
    if (colon) {
      c->width = atolx_range(xstrndup(colon+1, eq-colon-1), 0, 9999);
    }
    if (eq != e) {
      c->head = xstrndup(eq+1, e-eq-1);
      if (!colon && strlen(c->head) > c->width) c->width = strlen(c->head);
    }
    TT.need |= f->need;
    if (f->id == F_STAT && c->width < 4) c->width = 4;
    *tail = c;
    tail = &c->next;
  }
}

static void add_keys(struct arg_list *al, int rev)
{
  struct ps_key *k, **tail = &TT.keys;
  struct field *f;
  char *s, *e;
  int r;

  while (*tail) tail = &(*tail)->next;
  for (; al; al = al->next) for (s = al->arg; *s; s = e+!!*e) {
    e = s+strcspn(s, ",");
    r = rev;
    if (*s == '-' || *s == '+') r = (*s++ == '-') ? !rev : rev;
    if (!(f = find_field(s, e-s))) error_exit("bad sort key '%.*s'", (int)(e-s), s);
    k = xzalloc(sizeof(*k));
    k->id = f->id;
    k->rev = r;
    TT.need |= f->need;
    *tail = k;
    tail = &k->next;
  }
}

static int compare_procs(const void *aa, const void *bb)
{
  struct proc *a = *(struct proc **)aa, *b = *(struct proc **)bb;
  struct ps_key *k;
  char buf1[64], buf2[64];
  long long x, y;
  int i, rc;

  for (k = TT.keys; k; k = k->next) {
    for (i = 0; i < ARRAY_LEN(fields); i++) if (fields[i].id == k->id) break;
    // a copy: user and group names live in a small cache
    if (fields[i].str) {
      char *sa = xstrdup(show(a, k->id, buf1));

      rc = strcmp(sa, show(b, k->id, buf2));
      free(sa);
    }
    else {
      x = field_num(a, k->id);
      y = field_num(b, k->id);
      rc = (x > y) - (x < y);
    }
    if (rc) return k->rev ? -rc : rc;
  }

  // /proc order otherwise
  return (a->pid > b->pid) - (a->pid < b->pid) ?:
    (a->tid > b->tid) - (a->tid < b->tid);
}

// Format one line of columns (header when p is 0) into a malloced string,
// cut to TT.width. Text overflowing a column pushes the later ones right
// until a column's free space takes it up, as procps does.
static char *format_line(struct proc *p)
{
  struct ps_col *c;
  char buf[64], *s, *line = 0;
  long len = 0, size = 0, ideal = 0, start, slen, cut;

  for (c = TT.cols; c; c = c->next) {
    // top shows only the columns whose header fits, as procps's does
    if (TT.istop && TT.width && ideal+(c->left ? strlen(c->head) : c->width)
        > TT.width && c != TT.cols) break;
    s = p ? show(p, c->id, buf) : c->head;
    slen = strlen(s);
    cut = 0;
    if (c->left && c->next && slen > c->width && p) {
      slen = c->width;
      if (c->id == F_USER || c->id == F_RUSER || c->id == F_GROUP
          || c->id == F_RGROUP) cut = 1;
    }
    if (c->left) start = ideal;
    else start = ideal+c->width-slen;
    if (c != TT.cols && start < len+1) start = len+1;
    if (start < len) start = len;
    if (size < start+slen+2) line = xrealloc(line, size = start+slen+64);
    memset(line+len, ' ', start-len);
    memcpy(line+start, s, slen);
    if (cut && slen) line[start+slen-1] = '+';
    len = start+slen;
    ideal += c->width+1;
  }
  if (!line) line = xzalloc(1);
  line[len] = 0;
  if (TT.width && len > TT.width) {
    line[TT.width] = 0;
    // a cut command column ends in + (top)
    if (TT.istop) line[TT.width-1] = '+';
  }

  return line;
}

static void print_line(struct proc *p)
{
  char *s = format_line(p);

  xputs(s);
  free(s);
}

// Read every process (with -T/-H every thread too), as filter() allows
static void add_proc(struct proc *p, int (*filter)(struct proc *p))
{
  if (!p) return;
  if (!filter(p)) {
    free_proc(p);
    return;
  }
  if (!(TT.nprocs&255)) TT.procs = xrealloc(TT.procs, (TT.nprocs+256)*sizeof(p));
  TT.procs[TT.nprocs++] = p;
}

static void get_procs(int (*filter)(struct proc *p))
{
  DIR *proc = opendir("/proc"), *task;
  struct dirent *de, *te;
  long long pid, tid;
  char *end, dir[64];
  int tfd;

  if (!proc) perror_exit("/proc");
  get_system();
  TT.nprocs = 0;
  while ((de = readdir(proc))) {
    pid = strtoll(de->d_name, &end, 10);
    if (*end || pid < 1) continue;
    if (!TT.threads) add_proc(get_proc(dirfd(proc), de->d_name, pid, pid), filter);
    else if (-1 != (tfd = openat(dirfd(proc), in_dir(dir, de->d_name, "task"),
      O_RDONLY|O_DIRECTORY)) && (task = fdopendir(tfd)))
    {
      while ((te = readdir(task))) {
        tid = strtoll(te->d_name, &end, 10);
        if (*end || tid < 1) continue;
        // the main thread's line shows the whole process, as procps does
        if (tid == pid && !TT.istop) strcpy(dir, de->d_name);
        else snprintf(dir, sizeof(dir), "%s/task/%s", de->d_name, te->d_name);
        add_proc(get_proc(dirfd(proc), dir, pid, tid), filter);
      }
      closedir(task);
    } else if (tfd != -1) close(tfd);
  }
  closedir(proc);
}

static void free_procs(struct proc **procs, long n)
{
  while (n--) free_proc(procs[n]);
  free(procs);
}

// ps ------------------------------------------------------------------------

static long long ps_tty, ps_euid;

static int ps_filter(struct proc *p)
{
  if (FLAG(A) || FLAG(e)) return 1;
  if (!(toys.optflags&(FLAG_a|FLAG_d|FLAG_g|FLAG_G|FLAG_p|FLAG_s|FLAG_t|FLAG_u|FLAG_U)))
    return p->uid == ps_euid && p->tty == ps_tty;
  if (FLAG(a) && p->tty && p->pid != p->sid) return 1;
  if (FLAG(d) && p->pid != p->sid) return 1;
  if (in_list(TT.ps.p, p->pid, 0) || in_list(TT.ps.s, p->sid, 0)) return 1;
  if (FLAG(g)) {
    struct arg_list *al;
    char *s;

    for (al = TT.ps.g; al; al = al->next) {
      strtoll(al->arg, &s, 10);
      if (*s ? in_list(al, p->gid, 'g') : in_list(al, p->sid, 0)) return 1;
    }
  }
  if (in_list(TT.ps.G, p->rgid, 'g') || in_list(TT.ps.t, p->tty, 't')) return 1;

  return in_list(TT.ps.u, p->uid, 'u') || in_list(TT.ps.U, p->ruid, 'u');
}

void ps_main(void)
{
  struct arg_list *al;
  struct ps_col *c;
  struct proc *self;
  unsigned cols = 0;
  int i, heads = 0;

  TT.threads = FLAG(T) || FLAG(L);
  get_system();
  TT.need = NEED_STATUS;
  if ((self = get_proc(AT_FDCWD, "/proc/self", 0, 0))) {
    ps_tty = self->tty;
    ps_euid = self->uid;
    free_proc(self);
  }
  TT.need = 0;
  if (!(FLAG(A) || FLAG(e)) && !FLAG(d)) TT.need = NEED_STATUS;

  // The columns
  if (FLAG(Z) || FLAG(M)) add_cols("label");
  if (TT.ps.o) for (al = TT.ps.o; al; al = al->next) add_cols(al->arg);
  else if (FLAG(l)) {
    // -l's own PRI (priority+60) and left aligned ADDR
    add_cols(FLAG(f) ? "f,s,user=UID,pid" : "f,s,uid,pid");
    if (FLAG(T)) add_cols("spid");
    add_cols(FLAG(L) ? (FLAG(f) ? "ppid,lwp,c,nlwp" : "ppid,lwp,c") : "ppid,c");
    add_cols("_pri,ni,_addr,sz:2,wchan");
    add_cols(FLAG(f) ? "stime,tname,time,cmd" : "tname,time,comm=CMD");
  } else if (FLAG(f)) {
    add_cols("user=UID,pid");
    if (FLAG(T)) add_cols("spid");
    add_cols(FLAG(L) ? "ppid,lwp,c,nlwp" : "ppid,c");
    add_cols("stime,tname,time,cmd");
  } else {
    // Android's convention: the layout its ps -A has always had
    if (PS_ANDROID) add_cols("user:12,pid");
    else add_cols("pid");
    if (FLAG(T)) add_cols("spid");
    if (FLAG(L)) add_cols("lwp");
    add_cols(PS_ANDROID ? "ppid,vsz:8,rss:6,wchan:16,addr,s,comm=NAME"
      : "tname,time,comm=CMD");
  }
  if (!TT.cols) error_exit("no fields");
  add_keys(TT.ps.k, 0);
  for (c = TT.cols; c; c = c->next) if (*c->head) heads++;

  // Terminal width, on a terminal
  TT.width = 0;
  if (isatty(1) && TT.ps.w < 2) {
    terminal_size(&cols, 0);
    if (!cols) cols = 80;
    if (TT.ps.w && cols < 132) cols = 132;
    TT.width = cols;
  }

  get_procs(ps_filter);
  if (TT.keys) qsort(TT.procs, TT.nprocs, sizeof(*TT.procs), compare_procs);
  if (heads) print_line(0);
  for (i = 0; i < TT.nprocs; i++) print_line(TT.procs[i]);
  toys.exitval = !TT.nprocs;
  free_procs(TT.procs, TT.nprocs);
}

// pgrep, pkill, pidof --------------------------------------------------------

#define PG_F 1
#define PG_L 2
#define PG_A 4
#define PG_N 8
#define PG_O 16
#define PG_X 32
#define PG_V 64
#define PG_C 128
#define PG_E 256
#define PG_KILL 512

static struct arg_list **pg_lists;  // u U g G P s t
static int pg_opts, pg_pattern;

static int pg_filter(struct proc *p)
{
  struct arg_list **l = pg_lists;
  char *s = p->comm;
  int ok = 1;

  if (p->pid == TT.mypid) return 0;
  if (pg_pattern) {
    if ((pg_opts&PG_F) && p->args && *p->args) s = p->args;
    ok = !regexec(&TT.reg, s, 0, 0, 0);
  }
  if (l[0] && !in_list(l[0], p->uid, 'u')) ok = 0;
  if (l[1] && !in_list(l[1], p->ruid, 'u')) ok = 0;
  if (l[2] && !in_list(l[2], p->pgid, 0)
      && !(p->pgid == getpgrp() && in_list(l[2], 0, 0))) ok = 0;
  if (l[3] && !in_list(l[3], p->rgid, 'g')) ok = 0;
  if (l[4] && !in_list(l[4], p->ppid, 0)) ok = 0;
  if (l[5] && !in_list(l[5], p->sid, 0)
      && !(p->sid == getsid(0) && in_list(l[5], 0, 0))) ok = 0;
  if (l[6] && !in_list(l[6], p->tty, 'T')) ok = 0;

  return (pg_opts&PG_V) ? !ok : ok;
}

static void pg_run(int opts, char *delim, struct arg_list **lists, int sig)
{
  struct proc *p;
  long i, j, count = 0;
  int k;

  pg_opts = opts;
  pg_lists = lists;
  TT.mypid = getpid();
  for (k = 0; k < 7; k++) if (lists[k]) break;
  if (!toys.optc && k == 7) {
    toys.exitval = 2;
    error_exit("no matching criteria specified");
  }
  if ((pg_pattern = toys.optc)) {
    char *re = (opts&PG_X) ? xmprintf("^(%s)$", *toys.optargs) : *toys.optargs;

    toys.exitval = 2;
    xregcomp(&TT.reg, re, REG_EXTENDED|REG_NOSUB);
    toys.exitval = 0;
  }
  if (opts&(PG_F|PG_A)) TT.need |= NEED_ARGS;
  if (lists[0] || lists[1] || lists[3]) TT.need |= NEED_STATUS;
  toys.exitval = 2;
  get_procs(pg_filter);
  toys.exitval = 0;

  // -n and -o: only the newest or oldest
  if ((opts&(PG_N|PG_O)) && TT.nprocs) {
    for (i = j = 0; i < TT.nprocs; i++) {
      long long a = TT.procs[i]->start, b = TT.procs[j]->start;

      if ((opts&PG_N) ? a >= b : a < b) j = i;
    }
    p = TT.procs[j];
    TT.procs[j] = TT.procs[0];
    TT.procs[0] = p;
    for (i = 1; i < TT.nprocs; i++) free_proc(TT.procs[i]);
    TT.nprocs = 1;
  }

  for (i = 0; i < TT.nprocs; i++) {
    p = TT.procs[i];
    if (opts&PG_KILL) {
      if (kill(p->pid, sig)) {
        perror_msg("killing pid %lld failed", p->pid);
        continue;
      }
      if (opts&PG_E) xprintf("%s killed (pid %lld)\n", p->comm, p->pid);
    } else if (!(opts&PG_C)) {
      if (count) xputsn(delim);
      xprintf("%lld", p->pid);
      if (opts&PG_A) xprintf(" %s", show(p, F_ARGS, toybuf));
      else if (opts&PG_L) xprintf(" %s", p->comm);
    }
    count++;
  }
  if (opts&PG_C) xprintf("%ld\n", count);
  else if (count && !(opts&PG_KILL)) xputc('\n');
  toys.exitval = !count;
  free_procs(TT.procs, TT.nprocs);
}

#define CLEANUP_ps
#define FOR_pgrep
#include <generated/flags.h>

void pgrep_main(void)
{
  pg_run((FLAG(f)*PG_F)|(FLAG(l)*PG_L)|(FLAG(a)*PG_A)|(FLAG(n)*PG_N)
    |(FLAG(o)*PG_O)|(FLAG(x)*PG_X)|(FLAG(v)*PG_V)|(FLAG(c)*PG_C),
    TT.pgrep.d ? TT.pgrep.d : "\n", &TT.pgrep.u, 0);
}

#define CLEANUP_pgrep
#define FOR_pkill
#include <generated/flags.h>

void pkill_main(void)
{
  char **argv = toys.argv, **new = xzalloc((toys.optc+2)*sizeof(char *)+
    sizeof(char *)*64), *s;
  int i, j = 0, sig = SIGTERM, end = 0;

  // -SIGNAL (and --signal SIG) before the first non-option argument; then
  // parse the rest again without them
  for (i = 0; argv[i]; i++) {
    s = argv[i];
    if (i && !end && *s == '-') {
      if (!strcmp(s, "--")) end = 1;
      else if (!strcmp(s, "--signal") || strstart(&s, "--signal=")) {
        if (*s == '-' && !(s = argv[++i])) help_exit("--signal needs an argument");
        if ((sig = sig_to_num(s)) < 0) error_exit("bad signal '%s'", s);
        continue;
      } else if ((j || i) && sig_to_num(s+1) >= 0 && !strchr(s+1, ',')) {
        sig = sig_to_num(s+1);
        continue;
      }
    }
    if (!(j&63)) new = xrealloc(new, (j+65)*sizeof(char *));
    new[j++] = argv[i];
  }
  new[j] = 0;
  reparse_args(new);
  if (toys.optc > 1) {
    error_msg("extra argument '%s'", toys.optargs[1]);
    show_help(stderr, 0);
    toys.exitval = 2;
    xexit();
  }
  pg_run(PG_KILL|(FLAG(f)*PG_F)|(FLAG(n)*PG_N)|(FLAG(o)*PG_O)|(FLAG(x)*PG_X)
    |(FLAG(v)*PG_V)|(FLAG(c)*PG_C)|(FLAG(e)*PG_E), "\n", &TT.pkill.u, sig);
}

#define CLEANUP_pkill
#define FOR_pidof
#include <generated/flags.h>

// Is p running NAME (its argv[0], or with -x its argv[1] after an interpreter)?
static int pidof_match(struct proc *p, char *name)
{
  char *a0 = p->args, *a1 = 0, *s;
  int i, ok = 0;

  if (!*a0) return !strcmp(p->comm, name);
  // the arguments are NUL separated here: ps turned them into spaces
  a1 = strchr(a0, ' ');
  for (i = 0; i < 1+(FLAG(x) && a1); i++) {
    s = i ? xstrndup(a1+1, strcspn(a1+1, " ")) : xstrndup(a0, a1 ? a1-a0 : strlen(a0));
    ok = !strcmp(s, name) || !strcmp(basename_r(s), name);
    free(s);
    if (ok) break;
  }

  return ok;
}

static int pidof_filter(struct proc *p)
{
  char **name;

  if (p->pid == TT.mypid || in_list(TT.pidof.o, p->pid, 0)) return 0;
  for (name = toys.optargs; *name; name++) if (pidof_match(p, *name)) return 1;

  return 0;
}

void pidof_main(void)
{
  struct arg_list *al;
  char **name, sep = TT.pidof.d ? *TT.pidof.d : ' ';
  long i, count = 0;

  TT.mypid = getpid();
  for (al = TT.pidof.o; al; al = al->next) {
    char *s = al->arg;

    if (strstr(s, "%PPID")) {
      al->arg = xmprintf("%.*s%d%s", (int)(strstr(s, "%PPID")-s), s,
        (int)getppid(), strstr(s, "%PPID")+5);
    }
  }
  TT.need = NEED_ARGS;
  get_procs(pidof_filter);
  // each NAME's, in the order given, newest first (as procps's pidof)
  for (name = toys.optargs; *name && !FLAG(q); name++) {
    for (i = TT.nprocs; i--;) {
      if (!pidof_match(TT.procs[i], *name)) continue;
      if (count++) xputc(sep);
      xprintf("%lld", TT.procs[i]->pid);
      if (FLAG(s)) break;
    }
  }
  if (count) xputc('\n');
  toys.exitval = !TT.nprocs;
  free_procs(TT.procs, TT.nprocs);
}

#define CLEANUP_pidof
#define FOR_top
#include <generated/flags.h>

// top and iotop: a frame of the processes busiest over the last interval

static long long top_count[5];  // total running sleeping stopped zombie

static int top_filter(struct proc *p)
{
  top_count[0]++;
  if (p->state == 'R') top_count[1]++;
  else if (p->state == 'T' || p->state == 't') top_count[3]++;
  else if (p->state == 'Z') top_count[4]++;
  else top_count[2]++;
  if (TT.top.p && !in_list(TT.top.p, p->pid, 0)) return 0;
  if (TT.top.u && !in_list(TT.top.u, p->uid, 'u')) return 0;

  return 1;
}

static int cmp_tid(const void *a, const void *b)
{
  struct proc *x = *(struct proc **)a, *y = *(struct proc **)b;

  return (x->tid > y->tid) - (x->tid < y->tid);
}

// The /proc/stat cpu line: user nice system idle iowait irq softirq steal
static void cpu_line(long long *cpu)
{
  off_t len = 0;
  char *st = readfileat(AT_FDCWD, "/proc/stat", 0, &len), *s = st;
  int i;

  memset(cpu, 0, 8*sizeof(*cpu));
  if (st && strstart(&s, "cpu "))
    for (i = 0; i < 8; i++) cpu[i] = strtoll(s, &s, 10);
  free(st);
}

// A new sample: CPU and I/O use since the last one
static void top_sample(void)
{
  struct proc *p, **o, key;
  long long ms, t, d;
  int i, j;

  TT.old = TT.procs;
  TT.nold = TT.nprocs;
  if (TT.nold) qsort(TT.old, TT.nold, sizeof(*TT.old), cmp_tid);
  TT.procs = 0;
  memset(top_count, 0, sizeof(top_count));
  get_procs(top_filter);
  ms = millitime();
  t = ms-TT.oldms;
  TT.oldms = ms;
  if (t < 1) t = 1;
  for (i = 0; i < TT.nprocs; i++) {
    p = TT.procs[i];
    key.tid = p->tid;
    o = (void *)&key;
    o = TT.nold ? bsearch(&o, TT.old, TT.nold, sizeof(*TT.old), cmp_tid) : 0;
    if (o && (*o)->start != p->start) o = 0;
    d = p->utime+p->stime-(o ? (*o)->utime+(*o)->stime : 0);
    p->pcpu = (d*1000000+TT.hz*t/2)/(TT.hz*t);
    d = p->blkio-(o ? (*o)->blkio : 0);
    p->iopct = d*1000000/(TT.hz*t);
    if (p->iopct > 1000) p->iopct = 1000;
    for (j = 0; j < 4; j++) {
      d = p->io[j]-(o ? (*o)->io[j] : 0);
      p->dio[j] = TT.accum ? p->io[j] : d*1000/t;
    }
  }
  free_procs(TT.old, TT.nold);
  TT.old = 0;
}

static char *tenths(char *buf, long long n)
{
  sprintf(buf, "%lld.%lld", n/10, n%10);

  return buf;
}

static long long meminfo(char *mi, char *name)
{
  char *s = strstr(mi, name);

  return s ? atoll(s+strlen(name)) : 0;
}

// A header line, cut to the screen's width
static void hline(char *fmt, ...)
{
  va_list va;
  char buf[512];

  va_start(va, fmt);
  vsnprintf(buf, sizeof(buf), fmt, va);
  va_end(va);
  printf("%.*s\n", (int)(TT.width+!TT.interactive), buf);
}

// The header lines, returns how many
static int top_header(long long *oldcpu)
{
  long long cpu[8], tot = 0, up = TT.uptime/100, mt, mf, bc, st, sf, used;
  char b[8][32], *mi, *s;
  time_t t = time(0);
  int i, users = 0;
  struct utmpx *ut;

  if (TT.quiet) return 0;
  if (TT.io) {
    long long r = 0, w = 0;

    for (i = 0; i < TT.nprocs; i++) {
      r += TT.procs[i]->dio[TT.allio ? 0 : 2];
      w += TT.procs[i]->dio[TT.allio ? 1 : 3];
    }
    human_readable(b[0], r, 0);
    human_readable(b[1], w, 0);
    printf("Total %sREAD: %s%s | Total %sWRITE: %s%s\n\n", TT.allio ? "" : "DISK ",
      b[0], TT.accum ? "" : "/s", TT.allio ? "" : "DISK ", b[1], TT.accum ? "" : "/s");

    return 2;
  }

  setutxent();
  while ((ut = getutxent())) if (ut->ut_type == USER_PROCESS) users++;
  endutxent();
  strftime(toybuf, 64, "%H:%M:%S", localtime(&t));
  s = toybuf+strlen(toybuf);
  s += sprintf(s, " up ");
  if (up >= 86400) s += sprintf(s, "%lld day%s, ", up/86400, up >= 2*86400 ? "s" : "");
  if ((up/3600)%24) s += sprintf(s, "%2lld:%02lld", (up/3600)%24, (up/60)%60);
  else s += sprintf(s, "%lld min", (up/60)%60);
  if (readat(AT_FDCWD, "/proc/loadavg", b[0], sizeof(b[0])) < 1) *b[0] = 0;
  sscanf(b[0], "%31s %31s %31s", b[1], b[2], b[3]);
  hline("%s - %s, %2d user%s,  load average: %s, %s, %s", toys.which->name,
    toybuf, users, users > 1 ? "s" : "", b[1], b[2], b[3]);
  hline("%s: %3lld total, %3lld running, %3lld sleeping, %3lld stopped, "
    "%3lld zombie", TT.threads ? "Threads" : "Tasks", top_count[0],
    top_count[1], top_count[2], top_count[3], top_count[4]);

  cpu_line(cpu);
  for (i = 0; i < 8; i++) tot += cpu[i]-oldcpu[i];
  if (tot < 1) tot = 1;
  for (i = 0; i < 8; i++) {
    tenths(b[i], (cpu[i]-oldcpu[i])*1000/tot);
    oldcpu[i] = cpu[i];
  }
  hline("%%Cpu(s):%5s us,%5s sy,%5s ni,%5s id,%5s wa,%5s hi,%5s si,"
    "%5s st ", b[0], b[2], b[1], b[3], b[4], b[5], b[6], b[7]);

  mi = readfileat(AT_FDCWD, "/proc/meminfo", 0, &(off_t){0});
  if (!mi) mi = xstrdup("");
  mt = meminfo(mi, "MemTotal:");
  mf = meminfo(mi, "MemFree:");
  bc = meminfo(mi, "Buffers:")+meminfo(mi, "\nCached:")
    +meminfo(mi, "SReclaimable:");
  st = meminfo(mi, "SwapTotal:");
  sf = meminfo(mi, "SwapFree:");
  // what isn't available, as procps-ng 4 counts it (older kernels: the rest)
  used = strstr(mi, "MemAvailable:") ? mt-meminfo(mi, "MemAvailable:") : mt-mf-bc;
  if (used < 0) used = 0;
  hline("MiB Mem : %8s total, %8s free, %8s used, %8s buff/cache     ",
    tenths(b[0], mt*10/1024), tenths(b[1], mf*10/1024),
    tenths(b[2], used*10/1024), tenths(b[3], bc*10/1024));
  hline("MiB Swap: %8s total, %8s free, %8s used. %8s avail Mem ",
    tenths(b[0], st*10/1024), tenths(b[1], sf*10/1024),
    tenths(b[2], (st-sf)*10/1024),
    tenths(b[3], meminfo(mi, "MemAvailable:")*10/1024));
  xputc('\n');
  free(mi);

  return 6;
}

static void top_restore(void)
{
  if (!TT.interactive) return;
  tcsetattr(0, TCSANOW, &TT.term);
  printf("\e[?25h\n");
  fflush(stdout);
}

static void top_signal(int sig)
{
  top_restore();
  signal(sig, SIG_DFL);
  raise(sig);
}

// Sort by the column at offset delta from the current sort column
static void top_sortcol(int delta)
{
  struct ps_col *c;
  int n = 0, i = 0, want;

  for (c = TT.cols; c; c = c->next) {
    if (TT.keys && c->id == TT.keys->id) i = n;
    n++;
  }
  want = i+delta;
  if (want < 0 || want >= n) return;
  for (c = TT.cols; want--; c = c->next);
  TT.keys->id = c->id;
}

static void top_key(int id)
{
  TT.keys->id = id;
  TT.keys->rev = 1;
}

static void top_common(void)
{
  long long cpu[8], frames = 0, deadline;
  unsigned cols = 0, rows = 0;
  int i, n, key, pidw, shown;
  struct ps_col *c;
  struct ps_key *sort = 0;
  char buf[16];

  TT.istop = 1;
  TT.threads = TT.io ? 0 : TT.hflag;
  TT.need = (TT.top.u ? NEED_STATUS : 0) | (TT.io ? NEED_IO : 0);
  if (!TT.io && TT.top.o) {
    struct arg_list *al;
    char *s = TT.top.o->arg, *name = s+(*s == '+' || *s == '-');
    struct field *f;

    // procps: one FIELD alone sorts by it (+ high to low, - low to high);
    // a list (or FIELD, with a comma) is the columns to show
    if (!TT.top.o->next && !strpbrk(s, ",=:")) {
      if (!(f = find_field(name, strlen(name))))
        error_exit("unrecognized field name '%s'", s);
      sort = xzalloc(sizeof(*sort));
      sort->id = f->id;
      sort->rev = *s != '-';
    } else for (al = TT.top.o; al; al = al->next) add_cols(al->arg);
  }
  if (TT.cols);
  else if (TT.io) add_cols(TT.allio ? "pid,pr,user,read,write,swap,io,io%,comm"
    : "pid,pr,user,dread,dwrite,swap,dio,io%,comm");
  else add_cols(TT.threads ? "tid=PID,user,pr,ni,virt,res,shr,s,%cpu,%mem,time+,comm"
    : "pid,user,pr,ni,virt,res,shr,s,%cpu,%mem,time+,comm");
  pidw = readat(AT_FDCWD, "/proc/sys/kernel/pid_max", buf, sizeof(buf))-1;
  for (c = TT.cols; c; c = c->next) {
    if ((c->id == F_PID || c->id == F_TID) && pidw > c->width) c->width = pidw;
    if ((c->id == F_PCPU || c->id == F_PMEM) && c->width < 5) c->width = 5;
    TT.need |= (c->id == F_USER) ? NEED_STATUS : 0;
  }

  // Sort by -o FIELD, -s's column or the busiest first, then by -k's FIELDs
  if (!sort && TT.top.s) {
    for (c = TT.cols, i = TT.top.s; c && --i; c = c->next);
    if (!c) error_exit("no column %ld", TT.top.s);
    sort = xzalloc(sizeof(*sort));
    sort->id = c->id;
    sort->rev = 1;
  }
  if (!sort) {
    sort = xzalloc(sizeof(*sort));
    sort->id = TT.io ? (TT.allio ? F_IO : F_DIO) : F_PCPU;
    sort->rev = 1;
  }
  TT.keys = sort;
  add_keys(TT.top.k, 0);
  for (i = 0; i < ARRAY_LEN(fields); i++)
    if (fields[i].id == TT.keys->id) TT.need |= fields[i].need;
  if (TT.io) TT.need |= NEED_IO|NEED_STATUS;

  // Full screen unless -b (or not on a terminal)
  TT.interactive = !TT.batch && isatty(0) && isatty(1);
  terminal_size(&cols, &rows);
  // batch lines stop short of the last column, as procps top's do
  TT.width = (cols ? cols : 80)-!TT.interactive;
  if (TT.interactive) {
    struct termios t;

    tcgetattr(0, &TT.term);
    t = TT.term;
    t.c_lflag &= ~(ICANON|ECHO);
    t.c_cc[VMIN] = 1;
    t.c_cc[VTIME] = 0;
    tcsetattr(0, TCSANOW, &t);
    signal(SIGINT, top_signal);
    signal(SIGTERM, top_signal);
    signal(SIGHUP, top_signal);
    printf("\e[?25l");
  }

  // The first frame measures a tenth of a second: its start needs only
  // what -u selects by and what's measured
  cpu_line(cpu);
  i = TT.need;
  TT.need &= NEED_STATUS*!!TT.top.u | NEED_IO;
  top_sample();
  TT.need = i;
  msleep(100);
  top_sample();
  deadline = millitime()+TT.top.d;
  for (;;) {
    char *line;

    qsort(TT.procs, TT.nprocs, sizeof(*TT.procs), compare_procs);
    if (TT.interactive) printf("\e[H\e[J");
    else if (frames) xputc('\n');
    n = top_header(cpu);
    if (TT.interactive) printf("\e[7m");
    line = format_line(0);
    if (TT.interactive) printf("%-*s\e[0m", (int)TT.width, line);
    else xputs(line);
    free(line);
    n++;
    for (i = shown = 0; i < TT.nprocs; i++) {
      if (TT.onlyio && !TT.procs[i]->dio[TT.allio ? 0 : 2]
          && !TT.procs[i]->dio[TT.allio ? 1 : 3]) continue;
      if (TT.top.m && shown >= TT.top.m) break;
      if (TT.interactive && n+shown >= rows) break;
      shown++;
      line = format_line(TT.procs[i]);
      if (TT.interactive) printf("\r\n%s", line);
      else xputs(line);
      free(line);
    }
    if (!TT.interactive) xflush(1);
    else fflush(stdout);
    if (TT.top.n && ++frames >= TT.top.n) break;
    if (!TT.top.n) frames = 1;
    if (TT.interactive) {
      terminal_size(&cols, &rows);
      TT.width = cols ? cols : 80;
    }

    // Wait for the next frame, or a key
    for (;;) {
      struct pollfd pfd = {0, POLLIN, 0};
      long long left = deadline-millitime();
      unsigned char ch;

      if (left <= 0) break;
      if (!TT.interactive) {
        msleep(left);
        continue;
      }
      if (poll(&pfd, 1, left) < 1) continue;
      if (read(0, &ch, 1) != 1) {
        top_restore();
        xexit();
      }
      key = ch;
      if (key == 'q' || key == 3 || key == 4) {
        top_restore();
        xexit();
      } else if (key == 'M') top_key(F_PMEM);
      else if (key == 'P') top_key(F_PCPU);
      else if (key == 'T') top_key(F_TIMEP);
      else if (key == 'N') top_key(F_PID);
      else if (key == 'R') TT.keys->rev = !TT.keys->rev;
      else if (key == '<') top_sortcol(-1);
      else if (key == '>') top_sortcol(1);
      else continue;
      break;
    }
    if (millitime() >= deadline) {
      top_sample();
      deadline = millitime()+TT.top.d;
    }
  }
  top_restore();
  free_procs(TT.procs, TT.nprocs);
}

void top_main(void)
{
  TT.quiet = FLAG(q);
  TT.batch = FLAG(b);
  TT.hflag = FLAG(H);
  top_common();
}

#define CLEANUP_top
#define FOR_iotop
#include <generated/flags.h>

void iotop_main(void)
{
  TT.io = 1;
  TT.quiet = FLAG(q);
  TT.batch = FLAG(b);
  TT.accum = FLAG(a);
  TT.allio = FLAG(A);
  TT.onlyio = FLAG(o);
  top_common();
}
