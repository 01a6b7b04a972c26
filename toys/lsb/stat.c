/* stat.c - show file or filesystem status
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (GNU coreutils behaviour).

USE_STAT(NEWTOY(stat, "<1c(format):(printf):f(file-system)L(dereference)t(terse)", TOYFLAG_USR|TOYFLAG_BIN))

config STAT
  bool "stat"
  default y
  help
    usage: stat [-fLt] [-c FORMAT | --printf FORMAT] FILE...

    Show the status of each FILE ("-" for stdin), or of the filesystem
    holding it.

    -c, --format FMT  show FMT (with a newline) instead of the default
    --printf FMT      show FMT, with \n \t \\ \ooo \xHH escapes, no newline
    -f  the filesystem holding the file, not the file
    -L  follow symlinks
    -t  terse: the values on one line

    Sequences for files:
    %a  access rights (octal)        %A  access rights (ls -l style)
    %b  blocks allocated             %B  bytes in a %b block (512)
    %C  security context             %d  device number (decimal)
    %D  device number (hex)          %Hd %Ld  major, minor of the device
    %f  raw mode (hex)               %F  file type
    %g  group ID                     %G  group name
    %h  hard links                   %i  inode number
    %m  mount point                  %n  file name
    %N  quoted file name (-> target for symlinks)
    %o  I/O block size               %s  size in bytes
    %r  device type (decimal)        %R  device type (hex)
    %t  major device type (hex)      %T  minor device type (hex)
    %Hr %Lr  major, minor device type (decimal)
    %u  user ID                      %U  user name
    %w  birth time ("-" if unknown)  %W  as seconds since the epoch (0)
    %x  access time                  %X  as seconds since the epoch
    %y  modification time            %Y  as seconds since the epoch
    %z  status change time           %Z  as seconds since the epoch

    Sequences for filesystems (-f):
    %a  blocks available to users    %b  total data blocks
    %c  total inodes                 %d  free inodes
    %f  free blocks                  %i  filesystem ID (hex)
    %l  maximum name length          %n  file name
    %s  block size                   %S  fundamental block size
    %t  type (hex)                   %T  type name

    Between % and the letter: printf flags (-+ #0), width and precision
    (for %X %Y %Z %W: digits of the seconds' fraction).
*/

#define FOR_stat
#include "toys.h"
#include <sys/sysmacros.h>
#include <sys/vfs.h>

GLOBALS(
  char *c, *printf;

  char *name;
  struct stat st;
  struct statfs *sfs;
  struct timespec btime;
  int hasbtime, deflt;
)

// Print str with the printf flags, width and precision of spec.
static void out_str(char *spec, char *str)
{
  char fmt[64];

  snprintf(fmt, sizeof(fmt), "%ss", spec);
  printf(fmt, str);
}

static void out_num(char *spec, char *type, unsigned long long n)
{
  char fmt[64];

  snprintf(fmt, sizeof(fmt), "%sll%s", spec, type);
  printf(fmt, n);
}

// Signed values (sizes, free blocks): + and space flags work (as GNU)
static void out_snum(char *spec, long long n)
{
  char fmt[64];

  snprintf(fmt, sizeof(fmt), "%slld", spec);
  printf(fmt, n);
}

// Seconds, with the number of fraction digits the precision asks for, and
// the flags (- 0 + space) and width of spec
static void out_secs(char *spec, struct timespec *ts, int known)
{
  char buf[128], *dot = strchr(spec, '.'), *s = spec+1, sign = 0;
  struct timespec zero = {0, 0};
  int prec = !dot ? -1 : isdigit((unsigned char)dot[1]) ? atoi(dot+1) : 9, len,
    left = 0, zeros = 0, width, i;

  if (!known) ts = &zero;
  for (; *s && strchr("-+ #0", *s); s++) {
    if (*s == '-') left = 1;
    else if (*s == '0') zeros = 1;
    else if (*s == '+') sign = '+';
    else if (*s == ' ' && !sign) sign = ' ';
  }
  width = atoi(s);
  if (ts->tv_sec < 0) sign = 0;
  len = sprintf(buf, "%lld", (long long)ts->tv_sec);
  if (prec > 0) {
    if (prec > 60) prec = 60;
    sprintf(buf+len, ".%09ld", (long)ts->tv_nsec);
    if (prec < 9) buf[len+1+prec] = 0;
    else while (prec-- > 9) strcat(buf, "0");
  }
  len = strlen(buf)+!!sign;
  if (!left && !zeros) for (i = len; i < width; i++) putchar(' ');
  if (sign) putchar(sign);
  if (!left && zeros) for (i = len; i < width; i++) putchar('0');
  fputs(buf, stdout);
  if (left) for (i = len; i < width; i++) putchar(' ');
}

static void out_time(char *spec, struct timespec *ts, int known)
{
  char buf[64];

  out_str(spec, known ? format_full_time(buf, ts) : "-");
}

static char *fs_type_name(long type)
{
  static struct { unsigned long magic; char *name; } types[] = {
    {0xEF53, "ext2/ext3"}, {0x01021994, "tmpfs"}, {0x9fa0, "proc"},
    {0x62656572, "sysfs"}, {0x794c7630, "overlayfs"}, {0x9123683E, "btrfs"},
    {0x58465342, "xfs"}, {0x1cd1, "devpts"}, {0x63677270, "cgroup2fs"},
    {0x27e0eb, "cgroupfs"}, {0x6969, "nfs"}, {0x4d44, "msdos"},
    {0x73717368, "squashfs"}, {0x65735546, "fuseblk"}, {0x858458f6, "ramfs"},
    {0x64626720, "debugfs"}, {0x73636673, "securityfs"}, {0x19800202, "mqueue"},
    {0xcafe4a11, "bpf_fs"}, {0x74726163, "tracefs"}, {0x958458f6, "hugetlbfs"},
    {0x9660, "isofs"}, {0x2011BAB0, "exfat"}, {0x5346544e, "ntfs"},
    {0xF2F52010, "f2fs"}, {0x3153464a, "jfs"}, {0x52654973, "reiserfs"},
    {0x6e736673, "nsfs"}, {0x42494e4d, "binfmt_misc"}, {0x61756673, "aufs"},
    {0x01021997, "v9fs"}, {0xFF534D42, "cifs"}, {0x65735543, "fusectl"},
    {0x73757245, "coda"}, {0xde5e81e4, "efivarfs"}, {0x15013346, "udf"},
    {0x50495045, "pipefs"}, {0x534F434B, "sockfs"}, {0x09041934, "anon-inode FS"},
    {0x453dcd28, "cramfs"}, {0x2fc12fc1, "zfs"}, {0x24051905, "ubifs"},
    {0x5a3c69f0, "aafs"}, {0xabba1974, "xenfs"}, {0x137d, "ext"},
  };
  static char buf[32];
  int i;

  for (i = 0; i < sizeof(types)/sizeof(*types); i++)
    if (types[i].magic == (unsigned long)type) return types[i].name;
  sprintf(buf, "UNKNOWN (0x%lx)", (unsigned long)type);

  return buf;
}

// Where the filesystem holding the file is mounted: go up until the device
// changes.
static char *mount_point(void)
{
  char *path, *s;
  struct stat st;

  // A symlink itself is where its directory is
  if (S_ISLNK(TT.st.st_mode)) {
    s = xstrdup(TT.name);
    *basename_r(s) = 0;
    path = realpath(*s ? s : ".", 0);
    free(s);
  } else path = realpath(TT.name, 0);
  if (!path) return xstrdup("?");
  while (strcmp(path, "/")) {
    char c;

    s = strrchr(path, '/');
    if (s == path) s++;
    c = *s;
    *s = 0;
    if (stat(path, &st) || st.st_dev != TT.st.st_dev) {
      *s = c;
      break;
    }
  }

  return path;
}

static char *context(void)
{
  char *con = 0;

  // (without SELinux support: what is said of a file without a context)
  if (CFG_TOYBOX_SELINUX) con = file_context(-1, AT_FDCWD, TT.name, FLAG(L));
  else errno = ENODATA;
  if (con) return con;
  {
    char *q = quote_name(TT.name, 1);

    perror_msg("failed to get security context of %s", q);
    free(q);
  }

  return xstrdup("?");
}

// A warning doesn't change the exit status
static void warn(char *msg)
{
  fflush(stdout);
  fprintf(stderr, "stat: warning: %s\n", msg);
}

// One % sequence for a file
static void file_seq(char *spec, int mod, char c)
{
  struct stat *st = &TT.st;
  char buf[16], *s;

  if (mod == 'H' || mod == 'L') {
    dev_t d = c == 'd' ? st->st_dev : st->st_rdev;

    out_num(spec, "u", mod == 'H' ? major(d) : minor(d));
  } else if (c == 'a') out_num(spec, "o", st->st_mode&07777);
  else if (c == 'A') {
    mode_to_string(st->st_mode, buf);
    out_str(spec, buf);
  } else if (c == 'b') out_num(spec, "u", st->st_blocks);
  else if (c == 'B') out_num(spec, "u", 512);
  else if (c == 'C') {
    out_str(spec, s = context());
    free(s);
  } else if (c == 'd') out_num(spec, "u", st->st_dev);
  else if (c == 'D') out_num(spec, "x", st->st_dev);
  else if (c == 'f') out_num(spec, "x", st->st_mode);
  else if (c == 'F') out_str(spec, (S_ISREG(st->st_mode) && !st->st_size)
    ? "regular empty file" : file_type_name(st->st_mode));
  else if (c == 'g') out_num(spec, "u", st->st_gid);
  else if (c == 'G') out_str(spec, getgroupname(st->st_gid));
  else if (c == 'h') out_num(spec, "u", st->st_nlink);
  else if (c == 'i') out_num(spec, "u", st->st_ino);
  else if (c == 'm') {
    out_str(spec, s = mount_point());
    free(s);
  } else if (c == 'n') out_str(spec, TT.name);
  else if (c == 'N') {
    // The default layout shows names as they are, -c quoted
    char *q = TT.deflt ? xstrdup(TT.name) : quote_name(TT.name, 1), *t = 0, *qt;

    if (S_ISLNK(st->st_mode) && (t = xreadlinkat(AT_FDCWD, TT.name))) {
      qt = TT.deflt ? xstrdup(t) : quote_name(t, 1);
      s = xmprintf("%s -> %s", q, qt);
      free(qt);
      free(q);
      q = s;
    }
    free(t);
    out_str(spec, q);
    free(q);
  } else if (c == 'o') out_num(spec, "u", st->st_blksize);
  else if (c == 'r') out_num(spec, "u", st->st_rdev);
  else if (c == 'R') out_num(spec, "x", st->st_rdev);
  else if (c == 's') out_snum(spec, st->st_size);
  else if (c == 't') out_num(spec, "x", major(st->st_rdev));
  else if (c == 'T') out_num(spec, "x", minor(st->st_rdev));
  else if (c == 'u') out_num(spec, "u", st->st_uid);
  else if (c == 'U') out_str(spec, getusername(st->st_uid));
  else if (c == 'w') out_time(spec, &TT.btime, TT.hasbtime);
  else if (c == 'W') out_secs(spec, &TT.btime, TT.hasbtime);
  else if (c == 'x') out_time(spec, &st->st_atim, 1);
  else if (c == 'X') out_secs(spec, &st->st_atim, 1);
  else if (c == 'y') out_time(spec, &st->st_mtim, 1);
  else if (c == 'Y') out_secs(spec, &st->st_mtim, 1);
  else if (c == 'z') out_time(spec, &st->st_ctim, 1);
  else if (c == 'Z') out_secs(spec, &st->st_ctim, 1);
  else putchar('?');
}

// One % sequence for a filesystem
static void fs_seq(char *spec, int mod, char c)
{
  struct statfs *f = TT.sfs;

  if (mod) c = mod;
  if (c == 'a') out_snum(spec, f->f_bavail);
  else if (c == 'b') out_snum(spec, f->f_blocks);
  else if (c == 'c') out_num(spec, "u", f->f_files);
  else if (c == 'd') out_snum(spec, f->f_ffree);
  else if (c == 'f') out_snum(spec, f->f_bfree);
  else if (c == 'i') {
    char buf[32];
    unsigned *v = (unsigned *)&f->f_fsid;

    sprintf(buf, "%x%08x", v[0], v[1]);
    out_str(spec, buf);
  } else if (c == 'l') out_num(spec, "u", f->f_namelen);
  else if (c == 'n') out_str(spec, TT.name);
  else if (c == 's') out_num(spec, "u", f->f_bsize);
  else if (c == 'S') out_num(spec, "u", f->f_frsize ? f->f_frsize : f->f_bsize);
  else if (c == 't') out_num(spec, "x", (unsigned long)f->f_type);
  else if (c == 'T') out_str(spec, fs_type_name(f->f_type));
  else putchar('?');
}

static void show(char *fmt, int escapes)
{
  char *s, spec[64];

  for (s = fmt; *s; s++) {
    if (*s == '\\' && escapes) {
      int c, i;

      // printf(1)'s escapes; anything else is itself, with a warning (GNU)
      s++;
      if (!*s) {
        warn("backslash at end of format");
        putchar('\\');
        break;
      }
      if (*s >= '0' && *s <= '7') {
        for (c = i = 0; i < 3 && *s >= '0' && *s <= '7'; i++) c = c*8+*s++-'0';
        s--;
      } else if (*s == 'x' && isxdigit((unsigned char)s[1])) {
        for (c = i = 0; i < 2 && isxdigit((unsigned char)s[1]); i++)
          c = c*16+(isdigit((unsigned char)*++s) ? *s-'0' : (*s|32)-'a'+10);
      } else if (*s == '"' || *s == '\\') c = *s;
      else if ((i = stridx("abefnrtv", *s)) != -1) c = "\a\b\033\f\n\r\t\v"[i];
      else {
        char what[] = "unrecognized escape '\\?'";

        what[strlen(what)-2] = c = *s;
        warn(what);
      }
      putchar(c);
    } else if (*s == '%') {
      char *start = s++;
      int len, mod = 0;

      s += strspn(s, "-+ #0'");
      while (isdigit((unsigned char)*s)) s++;
      if (*s == '.') for (s++; isdigit((unsigned char)*s); s++);
      if (!*s) {
        fputs(start, stdout);
        break;
      }
      if (*s == '%' && s == start+1) {
        putchar('%');
        continue;
      }
      len = s-start;
      if (len > 60) len = 60;
      memcpy(spec, start, len);
      spec[len] = 0;
      // GNU's ' flag (thousands) isn't one printf takes for all types here
      {
        char *q;

        while ((q = strchr(spec, '\''))) memmove(q, q+1, strlen(q));
      }
      if ((*s == 'H' || *s == 'L') && !FLAG(f)) {
        if (s[1] == 'd' || s[1] == 'r') mod = *s++;
        else {
          putchar('?');
          continue;
        }
      }
      if (FLAG(f)) fs_seq(spec, 0, *s);
      else file_seq(spec, mod, *s);
    } else putchar(*s);
  }
}

static int do_statx(void)
{
  struct statx sx;
  int fd = AT_FDCWD, flags = FLAG(L) ? 0 : AT_SYMLINK_NOFOLLOW;
  char *name = TT.name;

  TT.hasbtime = 0;
  if (!strcmp(name, "-")) {
    fd = 0;
    name = "";
    flags = AT_EMPTY_PATH;
  }
  if (fstatat(fd, name, &TT.st, flags)) return -1;
  if (!statx(fd, name, flags|AT_NO_AUTOMOUNT, STATX_BTIME, &sx)
      && (sx.stx_mask & STATX_BTIME)) {
    TT.hasbtime = 1;
    TT.btime.tv_sec = sx.stx_btime.tv_sec;
    TT.btime.tv_nsec = sx.stx_btime.tv_nsec;
  }

  return 0;
}

void stat_main(void)
{
  char **arg, *fmt = TT.printf ? TT.printf : TT.c, *q;
  int selinux = 0;
  struct statfs sfs;

  if (CFG_TOYBOX_SELINUX) selinux = selinux_enabled();

  TT.deflt = !fmt;
  TT.sfs = &sfs;
  for (arg = toys.optargs; *arg; arg++) {
    TT.name = *arg;
    if (FLAG(f)) {
      int rc = strcmp(TT.name, "-") ? statfs(TT.name, TT.sfs)
        : fstatfs(0, TT.sfs);

      if (rc) {
        q = quote_name(TT.name, 1);
        perror_msg("cannot read file system information for %s", q);
        free(q);
        continue;
      }
      if (fmt) show(fmt, !!TT.printf);
      else if (FLAG(t)) show("%n %i %l %t %s %S %b %f %a %c %d", 0);
      else show("  File: \"%n\"\n    ID: %-8i Namelen: %-7l Type: %T\n"
        "Block size: %-10s Fundamental block size: %S\n"
        "Blocks: Total: %-10b Free: %-10f Available: %a\n"
        "Inodes: Total: %-10c Free: %d", 0);
    } else {
      if (do_statx()) {
        q = quote_name(TT.name, 1);
        perror_msg("cannot statx %s", q);
        free(q);
        continue;
      }
      if (fmt) show(fmt, !!TT.printf);
      else if (FLAG(t)) show(selinux
        ? "%n %s %b %f %u %g %D %i %h %t %T %X %Y %Z %W %o %C"
        : "%n %s %b %f %u %g %D %i %h %t %T %X %Y %Z %W %o", 0);
      else {
        int dev = S_ISCHR(TT.st.st_mode) || S_ISBLK(TT.st.st_mode);

        show("  File: %N\n  Size: %-10s\tBlocks: %-10b IO Block: %-6o %F\n"
          "Device: %Hd,%Ld\tInode: %-11i ", 0);
        show(dev ? "Links: %-5h Device type: %Hr,%Lr\n" : "Links: %h\n", 0);
        show("Access: (%04a/%10.10A)  Uid: (%5u/%8U)   Gid: (%5g/%8G)\n", 0);
        if (selinux) show("Context: %C\n", 0);
        show("Access: %x\nModify: %y\nChange: %z\n Birth: %w", 0);
      }
    }
    if (!TT.printf) putchar('\n');
  }
}
