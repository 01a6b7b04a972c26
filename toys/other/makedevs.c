/* makedevs.c - make device nodes, directories and files from a table
 *
 * no standard (buildroot's device table format)

USE_MAKEDEVS(NEWTOY(makedevs, "<1>1d:", TOYFLAG_USR|TOYFLAG_BIN))

config MAKEDEVS
  bool "makedevs"
  default y
  help
    usage: makedevs [-d TABLE] ROOTDIR

    Make the files a device table (-d TABLE, default stdin) lists, under
    ROOTDIR. Each line (# starts a comment) has the fields:

      NAME TYPE MODE UID GID MAJOR MINOR START INCREMENT COUNT

    TYPE: b block device, c character device, d directory (and its
    parents), f regular file (made if missing), p named pipe. MODE is
    octal; "-" or a missing field is 0. With a COUNT, devices NAMEn are made
    for n from START to START+COUNT-1, MINOR growing by INCREMENT each.
*/

#define FOR_makedevs
#include "toys.h"
#include <sys/sysmacros.h>

GLOBALS(
  char *d;
)

void makedevs_main(void)
{
  FILE *fp = stdin;
  char *line, *f[10], *s, *name, *table = TT.d ? TT.d : "-";
  int dirfd = xopen(*toys.optargs, O_RDONLY|O_DIRECTORY), lineno = 0, i,
    ok, fd;
  unsigned long v[10];

  if (TT.d && strcmp(TT.d, "-")) fp = xfopen(TT.d, "r");
  while ((line = xgetline(fp))) {
    lineno++;
    for (i = 0, s = line; i<10; i++) {
      while (isspace(*s)) s++;
      f[i] = *s && *s != '#' ? s : 0;
      if (f[i]) {
        s += strcspn(s, " \t");
        if (*s) *s++ = 0;
      }
      v[i] = 0;
      if (i>1 && f[i] && strcmp(f[i], "-")) {
        char *end;

        v[i] = strtoul(f[i], &end, i == 2 ? 8 : 10);
        if (*end) f[1] = "?";
      }
    }
    if (!f[0]) {
      free(line);
      continue;
    }
    if (!f[1] || strlen(f[1]) != 1 || !strchr("bcdfp", *f[1])) {
      error_msg("%s: line %d: bad entry", table, lineno);
      free(line);
      continue;
    }
    // names are under ROOTDIR, / or not
    for (name = f[0]; *name == '/'; name++);
    if (!*name || strstr(name, "..")) {
      error_msg("%s: line %d: bad name '%s'", table, lineno, f[0]);
      free(line);
      continue;
    }
    for (i = v[9] ? 0 : -1; i < (long)v[9]; i++) {
      char *n = i<0 ? xstrdup(name) : xmprintf("%s%lu", name, v[7]+i);
      mode_t mode = v[2]&07777;

      // (parent directories are made as needed)
      if (*f[1] != 'd' && (s = strrchr(n, '/'))) {
        *s = 0;
        mkpathat(dirfd, n, 0755, MKPATHAT_MAKE|MKPATHAT_MKLAST);
        *s = '/';
      }
      if (*f[1] == 'd') ok = !mkpathat(dirfd, n, mode, MKPATHAT_MAKE|MKPATHAT_MKLAST)
        || errno == EEXIST;
      else if (*f[1] == 'f') {
        if ((ok = -1 != (fd = openat(dirfd, n, O_CREAT|O_WRONLY|O_CLOEXEC,
            mode)))) close(fd);
      } else if (*f[1] == 'p') ok = !mkfifoat(dirfd, n, mode) || errno == EEXIST;
      else ok = !mknodat(dirfd, n, mode|(*f[1] == 'b' ? S_IFBLK : S_IFCHR),
        makedev(v[5], v[6]+(i<0 ? 0 : i*v[8]))) || errno == EEXIST;
      if (!ok || fchownat(dirfd, n, v[3], v[4], AT_SYMLINK_NOFOLLOW)
          || fchmodat(dirfd, n, mode, 0))
        perror_msg("%s: line %d: %s", table, lineno, n);
      free(n);
    }
    free(line);
  }
  if (fp != stdin) fclose(fp);
  close(dirfd);
}
