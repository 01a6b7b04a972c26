/* module.c - kernel module names, files and the modules.* indexes
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * Shared by insmod, lsmod, modinfo, modprobe and rmmod.
 */

#include "toys.h"

// Module name of a path or name: the basename up to its first '.', with
// '-' as '_'. Malloced.
char *mod_name(char *s)
{
  char *r, *p;

  if ((p = strrchr(s, '/'))) s = p+1;
  r = xstrndup(s, strcspn(s, "."));
  for (p = r; *p; p++) if (*p == '-') *p = '_';

  return r;
}

// Module names and aliases compare with '-' as '_' (not inside [...]).
// Malloced.
char *mod_normalize(char *s)
{
  char *r = xstrdup(s), *p;
  int br = 0;

  for (p = r; *p; p++) {
    if (*p == '[') br = 1;
    else if (*p == ']') br = 0;
    else if (*p == '-' && !br) *p = '_';
  }

  return r;
}

// Read a module file whole, .gz .xz and .zst through zcat, xzcat and zstdcat
// (ours if this toybox has them). Returns a malloced buffer, or 0 after an
// error message.
char *mod_read(char *path, long *len)
{
  char *cmd = 0, *buf, *argv[3];
  off_t l = 0;
  int fd, pp[2], st;
  pid_t pid;

  if (strend(path, ".gz")) cmd = "zcat";
  else if (strend(path, ".xz")) cmd = "xzcat";
  else if (strend(path, ".zst")) cmd = "zstdcat";
  if (!cmd) {
    if ((fd = open(path, O_RDONLY)) == -1) {
      perror_msg("%s", path);
      return 0;
    }
    buf = readfd(fd, 0, &l);
    close(fd);
    if (!buf) perror_msg("%s", path);
    *len = l;

    return buf;
  }
  if (access(path, R_OK)) {
    perror_msg("%s", path);
    return 0;
  }
  xpipe(pp);
  if (!(pid = xfork())) {
    argv[0] = cmd;
    argv[1] = path;
    argv[2] = 0;
    close(pp[0]);
    dup2(pp[1], 1);
    if (toy_find(cmd)) execv("/proc/self/exe", argv);
    execvp(cmd, argv);
    perror_msg("%s", cmd);
    _exit(127);
  }
  close(pp[1]);
  buf = readfd(pp[0], 0, &l);
  close(pp[0]);
  st = xwaitpid(pid);
  if (!buf || st) {
    error_msg("%s: can't decompress", path);
    free(buf);
    return 0;
  }
  *len = l;

  return buf;
}

// Find section name in ELF file elf[0..len): its data and size, or 0
char *elf_section(char *elf, long len, char *name, long *size)
{
  int bits, be, i, shnum, shent, shstr;
  long long shoff, o, off, sz, so, ss;
  unsigned n;

  if (len<52 || memcmp(elf, "\177ELF", 4) || (elf[4]!=1 && elf[4]!=2)
      || (elf[5]!=1 && elf[5]!=2)) return 0;
  bits = elf[4]*32;
  be = elf[5]==2;
#define RD(off, n) ((off)+(n) > len ? (long long)-1 \
  : be ? peek_be(elf+(off), n) : peek_le(elf+(off), n))
  if (bits==64 && len<64) return 0;
  shoff = RD(bits==64 ? 40 : 32, bits/8);
  shent = RD(bits==64 ? 58 : 46, 2);
  shnum = RD(bits==64 ? 60 : 48, 2);
  shstr = RD(bits==64 ? 62 : 50, 2);
  if (shoff<0 || shoff>len || shent<(bits==64 ? 64 : 40) || shstr>=shnum
      || shnum*(long long)shent>len-shoff) return 0;
  // The section name string table
  o = shoff+shstr*(long long)shent;
  so = RD(o+(bits==64 ? 24 : 16), bits/8);
  ss = RD(o+(bits==64 ? 32 : 20), bits/8);
  if (so<0 || ss<0 || so>len || ss>len-so) return 0;
  for (i = 0; i<shnum; i++) {
    o = shoff+i*(long long)shent;
    n = RD(o, 4);
    off = RD(o+(bits==64 ? 24 : 16), bits/8);
    sz = RD(o+(bits==64 ? 32 : 20), bits/8);
    if (n>=ss || strncmp(elf+so+n, name, ss-n) || off<0 || sz<0 || off>len
        || sz>len-off) continue;
    *size = sz;

    return elf+off;
  }
#undef RD

  return 0;
}

// The module directory: BASE/lib/modules/KVER (KVER default: uname -r),
// made absolute
char *mod_dir(char *base, char *kver)
{
  struct utsname u;
  char *cwd = 0, *s;

  if (!kver) {
    uname(&u);
    kver = u.release;
  }
  if (base && *base!='/') cwd = xgetcwd();
  s = xmprintf("%s%s%s/lib/modules/%s", cwd ? cwd : "", cwd ? "/" : "",
    base ? base : "", kver);
  free(cwd);

  return s;
}

// Look up module name (normalized) in DIR/modules.dep: the malloced path
// of its file (DIR/...) in *path, and a malloced list of its dependencies'
// full paths (0 terminated) in *deps. Returns 0 if not there.
int mod_dep(char *dir, char *name, char **path, char ***deps)
{
  char *fn = xmprintf("%s/modules.dep", dir), *line, *colon, *s, *n;
  FILE *fp = fopen(fn, "r");
  int found = 0, i;

  free(fn);
  if (!fp) return 0;
  while (!found && (line = xgetline(fp))) {
    if ((colon = strchr(line, ':'))) {
      *colon = 0;
      n = mod_name(line);
      if (!strcmp(n, name)) {
        found = 1;
        if (path) *path = *line=='/' ? xstrdup(line) : xmprintf("%s/%s", dir, line);
        if (deps) {
          *deps = xzalloc(sizeof(char *)*(strlen(colon+1)/2+2));
          for (i = 0, s = strtok(colon+1, " \t"); s; s = strtok(0, " \t"))
            (*deps)[i++] = *s=='/' ? xstrdup(s) : xmprintf("%s/%s", dir, s);
        }
      }
      free(n);
    }
    free(line);
  }
  fclose(fp);

  return found;
}

// Modules that alias (normalized) matches in DIR/modules.alias, as a
// malloced 0 terminated list of malloced names
char **mod_alias(char *dir, char *alias)
{
  char *fn = xmprintf("%s/modules.alias", dir), *line, *pat, *mod, **list;
  FILE *fp = fopen(fn, "r");
  int n = 0;

  free(fn);
  list = xzalloc(sizeof(char *));
  if (!fp) return list;
  while ((line = xgetline(fp))) {
    if (!strncmp(line, "alias", 5) && strtok(line, " \t")
        && (pat = strtok(0, " \t")) && (mod = strtok(0, " \t"))) {
      pat = mod_normalize(pat);
      if (!fnmatch(pat, alias, 0)) {
        list = xrealloc(list, sizeof(char *)*(n+2));
        list[n++] = mod_name(mod);
        list[n] = 0;
      }
      free(pat);
    }
    free(line);
  }
  fclose(fp);

  return list;
}

// Is name (normalized) listed in DIR/modules.builtin?
int mod_builtin(char *dir, char *name)
{
  char *fn = xmprintf("%s/modules.builtin", dir), *line, *n;
  FILE *fp = fopen(fn, "r");
  int found = 0;

  free(fn);
  if (!fp) return 0;
  while (!found && (line = xgetline(fp))) {
    n = mod_name(line);
    found = !strcmp(n, name);
    free(n);
    free(line);
  }
  fclose(fp);

  return found;
}

// Is module name loaded (per /sys/module/NAME/initstate)?
int mod_loaded(char *name)
{
  char *s = xmprintf("/sys/module/%s/initstate", name);
  int rc = !access(s, F_OK);

  free(s);

  return rc;
}
