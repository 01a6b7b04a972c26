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
