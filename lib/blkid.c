/* blkid.c - which filesystem a block device or image holds (blkid, mount,
 * fstype), read from the on-disk superblocks.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"
#include <sys/sysmacros.h>

// 16 bytes as 8-4-4-4-12 hex
static void blkid_uuid(char *out, unsigned char *u)
{
  int i;

  for (i = 0; i<16; i++)
    out += sprintf(out, "%s%02x", (i==4||i==6||i==8||i==10) ? "-" : "", u[i]);
}

// A label of at most len bytes: stop at NUL, drop trailing spaces
static void blkid_label(char *out, void *in, int len)
{
  memcpy(out, in, len);
  out[len] = 0;
  len = strlen(out);
  while (len && out[len-1] == ' ') out[--len] = 0;
}

// UTF-16LE label of at most len units, to UTF-8
static void blkid_utf16(char *out, unsigned char *in, int len)
{
  int i;
  unsigned c;

  for (i = 0; i<len; i++) {
    if (!(c = peek_le(in+2*i, 2))) break;
    // surrogate pairs
    if (c>=0xd800 && c<0xdc00 && i+1<len) {
      unsigned d = peek_le(in+2*i+2, 2);

      if (d>=0xdc00 && d<0xe000) {
        c = 0x10000+((c-0xd800)<<10)+(d-0xdc00);
        i++;
      }
    }
    out += wctoutf8(out, c);
  }
  *out = 0;
}

static int blkid_read(int fd, void *buf, int len, long long off)
{
  return pread(fd, buf, len, off) == len;
}

// FAT volume label: the root directory's volume entry, else the boot sector's
static void blkid_fatlabel(int fd, unsigned char *bs, int fat32,
  struct blkid_info *bi)
{
  long long bps = peek_le(bs+11, 2), res = peek_le(bs+14, 2), off, len;
  int nfat = bs[16], i;
  unsigned char *dir;

  if (fat32) {
    off = (res+nfat*peek_le(bs+36, 4)+(peek_le(bs+44, 4)-2)*bs[13])*bps;
    len = bs[13]*bps;
  } else {
    off = (res+nfat*peek_le(bs+22, 2))*bps;
    len = peek_le(bs+17, 2)*32;
  }
  if (len>65536) len = 65536;
  dir = xmalloc(len);
  if (bps && blkid_read(fd, dir, len, off)) for (i = 0; i+32<=len; i += 32) {
    if (!dir[i]) break;
    if (dir[i]==0xe5 || (dir[i+11]&0x3f)==0xf || !(dir[i+11]&8)) continue;
    blkid_label(bi->label, dir+i, 11);
    break;
  }
  free(dir);
  if (!*bi->label) blkid_label(bi->label, bs+(fat32 ? 71 : 43), 11);
  if (!strcmp(bi->label, "NO NAME")) *bi->label = 0;
}

// exFAT: the label is an entry (type 0x83) of the root directory
static void blkid_exfatlabel(int fd, unsigned char *bs, struct blkid_info *bi)
{
  int bshift = bs[108], cshift = bs[109], i, len = 1<<(bshift+cshift);
  long long off = (peek_le(bs+88, 4)+((peek_le(bs+96, 4)-2)<<cshift))<<bshift;
  unsigned char *dir;

  if (bshift>12 || cshift>25-bshift) return;
  if (len>65536) len = 65536;
  dir = xmalloc(len);
  if (blkid_read(fd, dir, len, off)) for (i = 0; i+32<=len; i += 32) {
    if (!dir[i]) break;
    if (dir[i] == 0x83) {
      blkid_utf16(bi->label, dir+i+2, dir[i+1]>11 ? 11 : dir[i+1]);
      break;
    }
  }
  free(dir);
}

// NTFS: the label is attribute 0x60 of MFT record 3 ($Volume)
static void blkid_ntfslabel(int fd, unsigned char *bs, struct blkid_info *bi)
{
  long long clus = peek_le(bs+11, 2)*bs[13], off;
  int rec = (signed char)bs[0x40], i, usa, n, at;
  unsigned char *r;

  rec = rec<0 ? (rec<-20 ? 0 : 1<<-rec) : rec*clus;
  if (rec<512 || rec>65536) return;
  off = peek_le(bs+0x30, 8)*clus+3*rec;
  r = xmalloc(rec);
  if (!blkid_read(fd, r, rec, off) || memcmp(r, "FILE", 4)) goto done;
  // the update sequence array puts back the last 2 bytes of each sector
  usa = peek_le(r+4, 2);
  n = peek_le(r+6, 2);
  for (i = 1; i<n && i*512<=rec && usa+2*i+2<=rec; i++)
    memcpy(r+i*512-2, r+usa+2*i, 2);
  for (at = peek_le(r+0x14, 2); at+24<=rec; at += i) {
    unsigned type = peek_le(r+at, 4);

    if (type == 0xffffffff || (i = peek_le(r+at+4, 4))<16) break;
    if (type == 0x60 && !r[at+8]) {
      int len = peek_le(r+at+16, 4), vo = peek_le(r+at+20, 2);

      if (at+vo+len<=rec) blkid_utf16(bi->label, r+at+vo, len/2>127?127:len/2);
      break;
    }
  }
done:
  free(r);
}

// Fill in bi from what fd holds; 0 if it's nothing we know
int blkid_probe(int fd, struct blkid_info *bi)
{
  unsigned char *b = xzalloc(69632), *s;
  int i, len = pread(fd, b, 69632, 0), rc = 1;

  memset(bi, 0, sizeof(*bi));
  if (len<1024) len = 0;

  // LUKS1/2
  if (!memcmp(b, "LUKS\xba\xbe", 6)) {
    strcpy(bi->type, "crypto_LUKS");
    blkid_label(bi->uuid, b+168, 40);
    if (peek_be(b+6, 2) == 2) blkid_label(bi->label, b+24, 48);

  // ext2/3/4: superblock at 1024
  } else if (len>=2048 && peek_le((s = b+1024)+56, 2) == 0xef53) {
    unsigned compat = peek_le(s+92, 4), incompat = peek_le(s+96, 4),
      ro = peek_le(s+100, 4);

    if (incompat&8) strcpy(bi->type, "jbd");
    else if (!(compat&4) && !(incompat&~0x12) && !(ro&~7))
      strcpy(bi->type, "ext2");
    else if ((compat&4) && !(incompat&~0x16) && !(ro&~7))
      strcpy(bi->type, "ext3");
    else strcpy(bi->type, "ext4");
    blkid_uuid(bi->uuid, s+104);
    blkid_label(bi->label, s+120, 16);

  // XFS
  } else if (!memcmp(b, "XFSB", 4)) {
    strcpy(bi->type, "xfs");
    blkid_uuid(bi->uuid, b+32);
    blkid_label(bi->label, b+108, 12);

  // f2fs: superblock at 1024
  } else if (len>=2048 && peek_le(b+1024, 4) == 0xf2f52010) {
    strcpy(bi->type, "f2fs");
    blkid_uuid(bi->uuid, b+1024+108);
    blkid_utf16(bi->label, b+1024+124, 127);

  // btrfs: superblock at 64k
  } else if (len>=69632 && !memcmp(b+65536+64, "_BHRfS_M", 8)) {
    strcpy(bi->type, "btrfs");
    blkid_uuid(bi->uuid, b+65536+32);
    blkid_label(bi->label, b+65536+299, 255);

  // squashfs
  } else if (!memcmp(b, "hsqs", 4)) strcpy(bi->type, "squashfs");

  // exFAT, NTFS, FAT (boot sectors: check these after the others)
  else if (!memcmp(b+3, "EXFAT   ", 8)) {
    strcpy(bi->type, "exfat");
    sprintf(bi->uuid, "%04X-%04X", (int)peek_le(b+102, 2),
      (int)peek_le(b+100, 2));
    blkid_exfatlabel(fd, b, bi);
  } else if (!memcmp(b+3, "NTFS    ", 8)) {
    strcpy(bi->type, "ntfs");
    sprintf(bi->uuid, "%016llX", (long long)peek_le(b+0x48, 8));
    blkid_ntfslabel(fd, b, bi);
  } else if (len && b[510]==0x55 && b[511]==0xaa && (!memcmp(b+82, "FAT32", 5)
      || !memcmp(b+54, "FAT1", 4) || !memcmp(b+54, "FAT     ", 8))) {
    int fat32 = !memcmp(b+82, "FAT32", 5);

    strcpy(bi->type, "vfat");
    s = b+(fat32 ? 67 : 39);
    sprintf(bi->uuid, "%04X-%04X", (int)peek_le(s+2, 2), (int)peek_le(s, 2));
    blkid_fatlabel(fd, b, fat32, bi);

  // iso9660: primary volume descriptor at 32k
  } else if (len>=34816 && !memcmp(b+32769, "CD001", 5)) {
    s = b+32768;
    strcpy(bi->type, "iso9660");
    blkid_label(bi->label, s+40, 32);
    // the modification date is the UUID: YYYY-MM-DD-HH-MM-SS-CC
    for (i = 0; i<16; i++) if (!isdigit(s[830+i])) break;
    if (i==16 && memcmp(s+830, "0000000000000000", 16))
      sprintf(bi->uuid, "%.4s-%.2s-%.2s-%.2s-%.2s-%.2s-%.2s", s+830, s+834,
        s+836, s+838, s+840, s+842, s+844);

  // swap: signature at the end of the first page (of any page size)
  } else {
    for (i = 4096; i<=65536; i *= 2) if (len>=i && (!memcmp(b+i-10,
         "SWAPSPACE2", 10) || !memcmp(b+i-10, "SWAP-SPACE", 10))) break;
    if (i>65536) rc = 0;
    else {
      strcpy(bi->type, "swap");
      if (b[i-1] == '2') {
        blkid_uuid(bi->uuid, b+1036);
        blkid_label(bi->label, b+1052, 16);
      }
    }
  }
  if (!strcmp(bi->uuid, "00000000-0000-0000-0000-000000000000"))
    *bi->uuid = 0;
  free(b);

  return rc;
}

// Partition UUID of block device st (MBR: disk signature-number; GPT: the
// partition's unique GUID), or 0 if it isn't a partition
int blkid_partuuid(struct stat *st, char *out)
{
  char *s, buf[80], *name;
  int part, fd, rc = 0, i;
  unsigned char b[512], *e;

  *out = 0;
  if (!S_ISBLK(st->st_mode)) return 0;
  sprintf(buf, "/sys/dev/block/%u:%u/partition", major(st->st_rdev),
    minor(st->st_rdev));
  if (!(s = readfile(buf, 0, 0))) return 0;
  part = atoi(s);
  free(s);
  // the parent is the directory above the partition's in /sys: its uevent
  // names its device
  strcpy(buf+strlen(buf)-10, "../uevent");
  if (!(s = readfile(buf, 0, 0))) return 0;
  name = strstr(s, "DEVNAME=");
  name = name ? xmprintf("/dev/%.*s", (int)strcspn(name+8, "\n"), name+8) : 0;
  free(s);
  if (!name) return 0;
  fd = open(name, O_RDONLY);
  free(name);
  if (fd == -1) return 0;
  if (blkid_read(fd, b, 512, 512) && !memcmp(b, "EFI PART", 8)) {
    long long lba = peek_le(b+72, 8), n = peek_le(b+80, 4),
      size = peek_le(b+84, 4);

    if (part<=n && size>=128 && size<=512 && (e = xmalloc(size))) {
      if (blkid_read(fd, e, size, lba*512+(part-1)*size)) {
        // mixed endian GUID
        sprintf(out, "%08x-%04x-%04x-", (unsigned)peek_le(e+16, 4),
          (unsigned)peek_le(e+20, 2), (unsigned)peek_le(e+22, 2));
        for (i = 8; i<16; i++)
          sprintf(out+strlen(out), "%s%02x", i==10 ? "-" : "", e[16+i]);
        rc = 1;
      }
      free(e);
    }
  } else if (blkid_read(fd, b, 512, 0) && b[510]==0x55 && b[511]==0xaa) {
    sprintf(out, "%08x-%02x", (unsigned)peek_le(b+440, 4), part);
    rc = 1;
  }
  close(fd);

  return rc;
}

// Call cb for each block device in /proc/partitions until it returns nonzero
int blkid_each(int (*cb)(char *dev, void *data), void *data)
{
  FILE *fp = fopen("/proc/partitions", "r");
  char *line, *dev;
  int rc = 0;

  if (!fp) return 0;
  while (!rc && (line = xgetline(fp))) {
    dev = xzalloc(strlen(line)+6);
    // "major minor #blocks name" after a header line
    if (1 == sscanf(line, "%*u %*u %*u %s", dev+5)) {
      memcpy(dev, "/dev/", 5);
      rc = cb(dev, data);
    }
    free(dev);
    free(line);
  }
  fclose(fp);

  return rc;
}

static int blkid_match(char *dev, void *data)
{
  char **want = data;
  struct blkid_info bi;
  int fd = open(dev, O_RDONLY|O_CLOEXEC), rc = 0;

  if (fd == -1) return 0;
  if (blkid_probe(fd, &bi) && !strcmp(want[0] ? bi.label : bi.uuid,
      want[0] ? want[0] : want[1]) && (rc = 1)) want[2] = xstrdup(dev);
  close(fd);

  return rc;
}

// The device with this label (or if label is NULL, uuid), malloced, or NULL
char *blkid_find(char *label, char *uuid)
{
  char *want[3] = {label, uuid, 0};

  blkid_each(blkid_match, want);

  return want[2];
}

// LABEL=x, UUID=x: the device holding it (malloced), else spec itself
char *blkid_spec(char *spec)
{
  char *s = spec, *dev = 0;

  if (strstart(&s, "LABEL=")) dev = blkid_find(s, 0);
  else if (strstart(&s, "UUID=")) dev = blkid_find(0, s);
  else return spec;
  if (!dev) error_exit("can't find %s", spec);

  return dev;
}
