/* proc.c - reading about processes from /proc
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"

// Process pid's file name under /proc ("comm", "cwd"...), in a static-free
// caller buffer of at least 64 bytes.
char *proc_path(char *buf, long pid, char *name)
{
  sprintf(buf, "/proc/%ld/%.40s", pid, name);

  return buf;
}

// Process pid's name (comm, up to 15 bytes) in buf (16 bytes): 0 if gone.
char *proc_comm(long pid, char *buf)
{
  char path[64];
  off_t len = 15;

  if (!readfileat(AT_FDCWD, proc_path(path, pid, "comm"), buf, &len))
    return 0;
  buf[len -= (len && buf[len-1] == '\n')] = 0;

  return buf;
}

// Process pid's command line, arguments separated by spaces, or "[comm]"
// for one with none (a kernel thread); malloced, 0 if it's gone.
char *proc_cmdline(long pid)
{
  char path[64], comm[16], *s;
  off_t len = 0, i;

  if (!(s = readfileat(AT_FDCWD, proc_path(path, pid, "cmdline"), 0, &len)))
    return 0;
  while (len && !s[len-1]) len--;
  for (i = 0; i < len; i++) if (!s[i]) s[i] = ' ';
  s[len] = 0;
  if (!len) {
    free(s);
    s = proc_comm(pid, comm) ? xmprintf("[%s]", comm) : 0;
  }

  return s;
}

// Every process's pid, in *pids (malloced): returns how many.
long proc_pids(pid_t **pids)
{
  DIR *dir = opendir("/proc");
  struct dirent *de;
  long n = 0;

  *pids = 0;
  while (dir && (de = readdir(dir))) {
    if (!isdigit((unsigned char)*de->d_name)) continue;
    if (!(n&63)) *pids = xrealloc(*pids, (n+64)*sizeof(**pids));
    (*pids)[n++] = atol(de->d_name);
  }
  if (dir) closedir(dir);

  return n;
}

// Process pid's state letter (R S D Z T...), 0 if it's gone.
int proc_state(long pid)
{
  char path[64], buf[512], *s;
  off_t len = sizeof(buf)-1;

  if (!readfileat(AT_FDCWD, proc_path(path, pid, "stat"), buf, &len)) return 0;
  buf[len] = 0;

  return (s = strrchr(buf, ')')) && s[1] ? s[2] : 0;
}
