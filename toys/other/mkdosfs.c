/* mkdosfs.c - make a FAT12/16/32 filesystem
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard. mkdosfs/mkfs.vfat take dosfstools' mkfs.fat options,
 * newfs_msdos the BSD/Android ones. Layout from Microsoft's FAT
 * specification (fatgen103): boot sector + BPB, FSInfo, FATs, root directory.

USE_MKDOSFS(NEWTOY(mkdosfs, "<1>2F#n:i:s#S#r#R#f#h#CI", TOYFLAG_SBIN))
USE_MKDOSFS(OLDTOY(mkfs.vfat, mkdosfs, TOYFLAG_SBIN))
USE_NEWFS_MSDOS(NEWTOY(newfs_msdos, "<1>1F#L:I:c#S#e#r#n#o#C:s#", TOYFLAG_SBIN))

config MKDOSFS
  bool "mkdosfs"
  default y
  help
    usage: mkfs.vfat [-CI] [-F 12|16|32] [-n LABEL] [-i VOLID] [-s SPC] [-S SIZE] [-r ROOT] [-R RES] [-f FATS] [-h HIDDEN] TARGET [BLOCKS]

    Make a FAT filesystem in TARGET (a block device or image file), using
    BLOCKS 1024-byte blocks (default: all of TARGET). Also called mkdosfs.

    -C	Create TARGET (which must not exist) with BLOCKS blocks
    -F	FAT type (default: 12 under 16 MiB, 16 under 512 MiB, else 32)
    -f	Number of FATs (default 2)
    -h	Hidden sectors before the filesystem (default 0)
    -I	Allow a whole disk that has partitions
    -i	Volume ID, 8 hex digits (default: from the time)
    -n	Volume label, up to 11 characters
    -R	Reserved sectors (default 1, FAT32 32)
    -r	Root directory entries of FAT12/16 (default 512, 224 up to 1440K)
    -S	Sector size, a power of two from 512 to 32768 (default 512)
    -s	Sectors per cluster, a power of two up to 128 (default by size)

config NEWFS_MSDOS
  bool "newfs_msdos"
  default y
  help
    usage: newfs_msdos [-F 12|16|32] [-L LABEL] [-I VOLID] [-c SPC] [-S SIZE] [-e ROOT] [-r RES] [-n FATS] [-o HIDDEN] [-C SIZE] [-s SECTORS] TARGET

    Make a FAT filesystem in TARGET (a block device or image file), and
    say how big it is.

    -C	Create TARGET of SIZE bytes (k m g suffixes) first
    -c	Sectors per cluster, a power of two up to 128 (default by size)
    -e	Root directory entries of FAT12/16 (default 512, 224 up to 1440K)
    -F	FAT type (default: 12 under 16 MiB, 16 under 512 MiB, else 32)
    -I	Volume ID, 8 hex digits (default: from the time)
    -L	Volume label, up to 11 characters
    -n	Number of FATs (default 2)
    -o	Hidden sectors before the filesystem (default 0)
    -r	Reserved sectors (default 1, FAT32 32)
    -S	Sector size, a power of two from 512 to 32768 (default 512)
    -s	Filesystem size in sectors (default: all of TARGET)
*/

#define FOR_mkdosfs
#include "toys.h"
#include <sys/ioctl.h>
#include <sys/sysmacros.h>

#define BLKGETSIZE64 _IOR(0x12, 114, size_t)

// Both commands' arguments land in the same fields (same meaning, same order)
GLOBALS(
  long F;
  char *n, *i;
  long s, S, r, R, f, h;
  char *C;
  long size;
)

static void xpwrite(int fd, void *buf, size_t len, off_t off)
{
  if (pwrite(fd, buf, len, off) != len) perror_exit("write");
}

static void put16(char *p, unsigned v) { p[0] = v; p[1] = v>>8; }
static void put32(char *p, unsigned v) { put16(p, v); put16(p+2, v>>16); }

// Clusters of a FAT of this type and sectors per cluster, and *fatsz, the
// sectors of one FAT (sized for at most the clusters before the FATs)
static unsigned long long fat_clusters(unsigned long long avail, int bits,
  unsigned spc, unsigned ss, unsigned *fatsz)
{
  unsigned long long c = avail/spc, fs = ((c+2)*bits/8+ss-1)/ss;

  *fatsz = fs;
  if (fs*TT.f >= avail) return 0;

  return (avail-fs*TT.f)/spc;
}

// Cluster counts each FAT type holds (FAT32 below its minimum only when asked)
static int fits(int bits, unsigned long long c)
{
  if (bits == 12) return c && c <= 4084;
  if (bits == 16) return c >= 4085 && c <= 65524;
  return c >= (TT.F ? 1 : 65525) && c <= 0xffffff5;
}

// (not inlined: mkfs_common's setjmp would clobber its locals)
static __attribute__((noinline)) void mkfat(char *name, int fd,
  unsigned long long bytes)
{
  unsigned ss = TT.S ? : 512, spc = TT.s, fatsz = 0, rootsecs, res, i, bits;
  unsigned long long total = bytes/ss, avail, clusters = 0, meta, pos;
  char *b = toybuf, label[12] = "NO NAME    ", *s;
  unsigned volid;
  struct timeval tv;
  struct tm *tm;

  if (total > 0xffffffffULL) error_exit("%s: too big for FAT", name);
  gettimeofday(&tv, 0);
  volid = (tv.tv_sec<<20) ^ tv.tv_usec ^ getpid();
  if (TT.i) {
    char *p = TT.i+2*!strncasecmp(TT.i, "0x", 2);

    volid = strtoul(p, &s, 16);
    if (!*p || strlen(p) > 8 || strspn(p, "0123456789abcdefABCDEF") != s-p
        || *s) error_exit("bad volume ID '%s'", TT.i);
  }
  if (TT.n) {
    if (strlen(TT.n) > 11) error_exit("label '%s' over 11 characters", TT.n);
    memset(label, ' ', 11);
    memcpy(label, TT.n, strlen(TT.n));
  }
  if (!TT.F) bits = bytes >= (512<<20) ? 32 : 12;
  else bits = TT.F;

  // Pick the type (when not given) and the cluster size (when not given)
  for (;;) {
    res = TT.R ? : bits == 32 ? 32 : 1;
    if (bits == 32) rootsecs = 0;
    else {
      i = TT.r ? : bytes <= 1474560 ? 224 : 512;
      rootsecs = (i*32+ss-1)/ss;
    }
    if (total <= res+rootsecs) error_exit("%s: too small for FAT", name);
    avail = total-res-rootsecs;
    if (TT.s) clusters = fat_clusters(avail, bits, spc, ss, &fatsz);
    else {
      // FAT32: clusters of 4K to 32K as it grows, FAT12/16: the smallest that fit
      spc = 1;
      if (bits == 32) {
        for (i = 4096; i<32768 && bytes > (8ULL<<30)<<(i/8192); i *= 2);
        if (bytes > (260<<20)) spc = i/ss ? : 1;
      }
      for (; spc <= 128; spc *= 2) {
        clusters = fat_clusters(avail, bits, spc, ss, &fatsz);
        if (clusters <= (bits == 12 ? 4084 : bits == 16 ? 65524 : 0xffffff5))
          break;
      }
    }
    i = fits(bits, clusters);
    if (!TT.F && bits == 12 && (!i || (!TT.s && spc*ss > 4096))) bits = 16;
    else if (i) break;
    else error_exit("%s: %llu clusters don't fit FAT%d", name, clusters, bits);
  }

  // Zero the reserved sectors, FATs, root directory (or FAT32's root cluster)
  meta = res+TT.f*(unsigned long long)fatsz+rootsecs+(bits == 32 ? spc : 0);
  memset(b, 0, sizeof(toybuf));
  for (pos = 0; pos < meta*ss; pos += i) {
    i = sizeof(toybuf);
    if (i > meta*ss-pos) i = meta*ss-pos;
    xwrite(fd, b, i);
  }

  // Boot sector
  memcpy(b, "\xeb\x58\x90TOYBOX  ", 11);
  if (bits != 32) b[1] = 0x3c;
  put16(b+11, ss);
  b[13] = spc;
  put16(b+14, res);
  b[16] = TT.f;
  put16(b+17, bits == 32 ? 0 : rootsecs*ss/32);
  if (total < 65536) put16(b+19, total);
  else put32(b+32, total);
  b[21] = 0xf8;
  if (bits != 32) put16(b+22, fatsz);
  put16(b+24, 32);
  put16(b+26, 64);
  put32(b+28, TT.h);
  s = b+36;
  if (bits == 32) {
    put32(b+36, fatsz);
    put32(b+44, 2);  // root directory cluster
    put16(b+48, 1);  // FSInfo sector
    put16(b+50, res >= 8 ? 6 : 0);  // backup boot sector
    s = b+64;
  }
  s[0] = 0x80;
  s[2] = 0x29;
  put32(s+3, volid);
  memcpy(s+7, label, 11);
  sprintf(s+18, "FAT%-5d", bits);
  // Boot code: print a message and wait for a key, then reboot
  s += 26;
  memcpy(s, "\x0e\x1f\xbe\x00\x7c\xac\x22\xc0\x74\x0b\x56\xb4\x0e\xbb\x07\x00"
    "\xcd\x10\x5e\xeb\xf0\x32\xe4\xcd\x16\xcd\x19\xeb\xfe", 29);
  put16(s+3, 0x7c00+(s-b)+29);
  strcpy(s+29, "Not a bootable disk\r\n");
  b[510] = 0x55;
  b[511] = 0xaa;
  xpwrite(fd, b, 512, 0);
  if (bits == 32) {
    if (res >= 8) xpwrite(fd, b, 512, 6*ss);
    memset(b, 0, 512);
    memcpy(b, "RRaA", 4);
    memcpy(b+484, "rrAa", 4);
    put32(b+488, clusters-1);
    put32(b+492, 3);
    b[510] = 0x55;
    b[511] = 0xaa;
    xpwrite(fd, b, 512, ss);
    if (res >= 8) xpwrite(fd, b, 512, 7*ss);
  }

  // FATs: media byte, end of chain, (FAT32) root directory's cluster
  memset(b, 0, 512);
  put32(b, 0x0fffff00|0xf8);
  put32(b+4, 0x0fffffff);
  put32(b+8, 0x0fffffff);
  if (bits == 16) put32(b, 0xfffffff8);
  for (i = 0; i<TT.f; i++)
    xpwrite(fd, b, bits == 12 ? 3 : bits == 16 ? 4 : 12, (res+i*(unsigned long long)fatsz)*ss);

  // Volume label entry in the root directory
  if (TT.n) {
    memset(b, 0, 32);
    memcpy(b, label, 11);
    b[11] = 8;
    tm = localtime(&tv.tv_sec);
    put16(b+22, (tm->tm_hour<<11)|(tm->tm_min<<5)|(tm->tm_sec/2));
    put16(b+24, ((tm->tm_year-80)<<9)|((tm->tm_mon+1)<<5)|tm->tm_mday);
    xpwrite(fd, b, 32, (res+TT.f*(unsigned long long)fatsz)*ss);
  }
  if (toys.which->name[0] == 'n')
    printf("%s: %llu sectors in %llu FAT%d clusters (%u bytes/cluster)\n",
      name, clusters*spc, clusters, bits, spc*ss);
}

// A whole disk with partitions wants -I
static void check_whole(char *name, struct stat *st)
{
  char *path = xmprintf("/sys/dev/block/%u:%u", major(st->st_rdev),
    minor(st->st_rdev)), *p;
  DIR *dir = opendir(path);
  struct dirent *de;

  while (dir && (de = readdir(dir))) {
    p = xmprintf("%s/%s/partition", path, de->d_name);
    if (*de->d_name != '.' && !access(p, F_OK))
      error_exit("%s: a whole disk with partitions (use -I)", name);
    free(p);
  }
  if (dir) closedir(dir);
  free(path);
}

static void mkfs_common(char *name, int create, long long blocks, int force)
{
  unsigned long long bytes = blocks;
  struct stat st;
  jmp_buf jb;
  volatile int fd;
  int i = TT.S ? : 512;

  if (TT.F && TT.F != 12 && TT.F != 16 && TT.F != 32)
    error_exit("bad FAT type %ld", TT.F);
  if (i<512 || i>32768 || (i&(i-1))) error_exit("bad sector size %d", i);
  if (TT.s<0 || TT.s>128 || (TT.s&(TT.s-1)))
    error_exit("bad sectors per cluster %ld", TT.s);
  if (!TT.f) TT.f = 2;
  if (TT.f<1 || TT.f>4) error_exit("bad number of FATs %ld", TT.f);
  if (TT.r<0 || TT.r>65535 || TT.R<0 || TT.R>65535 || TT.h<0 || TT.h>UINT_MAX)
    error_exit("bad -r, -R or -h");
  if (create) {
    fd = xcreate(name, O_RDWR|O_CREAT|O_EXCL, 0666);
    if (ftruncate(fd, bytes)) {
      unlink(name);
      perror_exit("%s", name);
    }
  } else {
    fd = xopen(name, O_RDWR);
    fstat(fd, &st);
    if (S_ISBLK(st.st_mode)) {
      if (!force) check_whole(name, &st);
      if (!bytes && ioctl(fd, BLKGETSIZE64, &bytes)) perror_exit("%s", name);
    } else if (!S_ISREG(st.st_mode)) error_exit("%s: not a file or device", name);
    else if (!bytes) bytes = st.st_size;
    else if (bytes > st.st_size && ftruncate(fd, bytes))
      perror_exit("%s", name);
  }
  // A file we made and couldn't finish goes away
  toys.rebound = &jb;
  if (!setjmp(jb)) mkfat(name, fd, bytes);
  else if (create) unlink(name);
  toys.rebound = 0;
  xclose(fd);
  if (toys.exitval) xexit();
}

void mkdosfs_main(void)
{
  long long blocks = 0;

  if (toys.optc == 2) blocks = atolx_range(toys.optargs[1], 1, LLONG_MAX/1024);
  else if (FLAG(C)) error_exit("-C needs BLOCKS");
  mkfs_common(*toys.optargs, FLAG(C), blocks*1024, FLAG(I));
}

#define CLEANUP_mkdosfs
#define FOR_newfs_msdos
#include <generated/flags.h>

void newfs_msdos_main(void)
{
  long long bytes = TT.C ? atolx_range(TT.C, 1, LLONG_MAX) : 0;

  if (TT.size) bytes = TT.size*(TT.S ? : 512);
  mkfs_common(*toys.optargs, !!TT.C, bytes, 0);
}
