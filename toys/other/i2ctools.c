/* i2ctools.c - i2cdetect, i2cdump, i2cget, i2cset, i2ctransfer
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard: the options and output of lm-sensors' i2c-tools, through the
 * kernel's i2c-dev interface (Documentation/i2c/dev-interface.rst).

USE_I2CDETECT(NEWTOY(i2cdetect, ">3aFlqry[!qr][!Fl]", TOYFLAG_USR|TOYFLAG_SBIN))
USE_I2CDUMP(NEWTOY(i2cdump, "<2>5afr:y", TOYFLAG_USR|TOYFLAG_SBIN))
USE_I2CGET(NEWTOY(i2cget, "<2>5afy", TOYFLAG_USR|TOYFLAG_SBIN))
USE_I2CSET(NEWTOY(i2cset, "<3afm:ry", TOYFLAG_USR|TOYFLAG_SBIN))
USE_I2CTRANSFER(NEWTOY(i2ctransfer, "<1afvy", TOYFLAG_USR|TOYFLAG_SBIN))

config I2CDETECT
  bool "i2cdetect"
  default y
  help
    usage: i2cdetect [-aqry] BUS [FIRST LAST]
    usage: i2cdetect -F BUS
    usage: i2cdetect -l

    Probe an I2C bus for devices: -- none, UU in use by a driver, else the
    address. BUS is a number or the name of an adapter.

    -a	All addresses (0x00-0x7f rather than 0x08-0x77)
    -F	Show what the adapter can do
    -l	List the buses
    -q	Probe with SMBus quick write
    -r	Probe with SMBus receive byte
    -y	Don't ask first

config I2CDUMP
  bool "i2cdump"
  default y
  help
    usage: i2cdump [-afy] [-r FIRST-LAST] BUS CHIP [MODE [BANK [BANKREG]]]

    Dump the registers of an I2C chip. MODE: b bytes (default), w words,
    W words at even registers, s SMBus block, i I2C block, c consecutive
    bytes; a trailing p adds SMBus packet error checking. BANK (0-0xff) is
    written to BANKREG (default 0x4e) first, and the old value put back after.

    -a	Allow chip addresses 0x00-0x07 and 0x78-0x7f
    -f	Force access to a chip a driver holds
    -r	Only registers FIRST to LAST
    -y	Don't ask first

config I2CGET
  bool "i2cget"
  default y
  help
    usage: i2cget [-afy] BUS CHIP [ADDR [MODE [LENGTH]]]

    Read a register of an I2C chip (with no ADDR, the byte the chip sends).
    MODE: b byte (default), w word, c write byte ADDR then read a byte,
    s SMBus block, i I2C block of LENGTH (1-32, default 32) bytes; a
    trailing p adds SMBus packet error checking.

    -a	Allow chip addresses 0x00-0x07 and 0x78-0x7f
    -f	Force access to a chip a driver holds
    -y	Don't ask first

config I2CSET
  bool "i2cset"
  default y
  help
    usage: i2cset [-afry] [-m MASK] BUS CHIP ADDR [VALUE...] [MODE]

    Write a register of an I2C chip. MODE: c the byte ADDR alone (the default
    with no VALUE), b byte (default), w word, i I2C block, s SMBus block of
    the VALUEs; a trailing p adds SMBus packet error checking.

    -a	Allow chip addresses 0x00-0x07 and 0x78-0x7f
    -f	Force access to a chip a driver holds
    -m	Change only the bits set in MASK (reads the register first)
    -r	Read the register back and compare
    -y	Don't ask first

config I2CTRANSFER
  bool "i2ctransfer"
  default y
  help
    usage: i2ctransfer [-afvy] BUS DESC [DATA...] [DESC [DATA...]]...

    Send one combined transfer of I2C messages and print the bytes read.
    DESC is {r|w}LENGTH[@ADDRESS]: read or write LENGTH (0-65535, or ? to
    read the length from the first byte) bytes, at ADDRESS (default the
    previous one). A write's LENGTH DATA bytes may end early with a suffix
    on the last: = repeat it, + count up, - count down, p pseudo-random
    bytes seeded by it.

    -a	Allow addresses 0x00-0x07 and 0x78-0x7f
    -f	Force access to a chip a driver holds
    -v	Verbose: show the messages
    -y	Don't ask first
*/

#define FOR_i2cdetect
#include "toys.h"
#include <sys/ioctl.h>

GLOBALS(
  union { char *r, *m; };  // i2cdump -r, i2cset -m

  int fd, bus;
)

// From linux/i2c.h and linux/i2c-dev.h (musl builds have no kernel headers)
#define I2C_SLAVE       0x0703
#define I2C_SLAVE_FORCE 0x0706
#define I2C_FUNCS       0x0705
#define I2C_RDWR        0x0707
#define I2C_PEC         0x0708
#define I2C_SMBUS       0x0720

enum { QUICK, BYTE, BYTE_DATA, WORD_DATA, PROC_CALL, BLOCK_DATA,
  I2C_BLOCK_BROKEN, BLOCK_PROC_CALL, I2C_BLOCK_DATA };

struct i2c_msg { unsigned short addr, flags, len; unsigned char *buf; };
struct i2c_rdwr { struct i2c_msg *msgs; unsigned nmsgs; };
struct smbus_ioctl {
  unsigned char rw, cmd;
  unsigned size;
  unsigned char *data;
};

// Bits of I2C_FUNCS and their names, in i2c-tools' order
static unsigned long fbits[] = {1, 0x10000, 0x40000, 0x20000, 0x100000,
  0x80000, 0x400000, 0x200000, 0x800000, 0x2000000, 0x1000000, 0x8000, 8,
  0x8000000, 0x4000000};
static char *fnames[] = {"I2C", "SMBus Quick Command", "SMBus Send Byte",
  "SMBus Receive Byte", "SMBus Write Byte", "SMBus Read Byte",
  "SMBus Write Word", "SMBus Read Word", "SMBus Process Call",
  "SMBus Block Write", "SMBus Block Read", "SMBus Block Process Call",
  "SMBus PEC", "I2C Block Write", "I2C Block Read"};
enum { F_I2C, F_QUICK, F_SEND, F_RECV, F_WBYTE, F_RBYTE, F_WWORD, F_RWORD,
  F_PROC, F_WBLOCK, F_RBLOCK, F_BPROC, F_PEC, F_WI2CBLOCK, F_RI2CBLOCK };

// One SMBus transaction: data is 34 bytes (block count + 32 + PEC)
static int smbus(int rw, int cmd, int size, unsigned char *data)
{
  struct smbus_ioctl s = {rw, cmd, size, data};

  return ioctl(TT.fd, I2C_SMBUS, &s);
}

// Read one value: a byte or word (-1 on failure)
static int smbus_read(int cmd, int size)
{
  unsigned char d[34] = {0};

  if (smbus(1, cmd, size, d)) return -1;

  return size == WORD_DATA ? d[0]|(d[1]<<8) : d[0];
}

static int smbus_write(int cmd, int size, int val)
{
  unsigned char d[34] = {val, val>>8};

  return smbus(0, cmd, size, d);
}

// The /dev/i2c-N of a bus number or adapter name (sysfs's i2c-dev names)
static int i2c_bus(char *s)
{
  char *end, *path, *name;
  long n = strtol(s, &end, 0);
  DIR *dir;
  struct dirent *de;

  if (*s && !*end) {
    if (n<0 || n>0xfffff) help_exit("bus '%s' out of range", s);
    return n;
  }
  n = -1;
  if ((dir = opendir("/sys/class/i2c-dev"))) {
    while ((de = readdir(dir))) {
      if (strncmp(de->d_name, "i2c-", 4)) continue;
      path = xmprintf("/sys/class/i2c-dev/%s/name", de->d_name);
      if ((name = readfile(path, 0, 0))) {
        name[strcspn(name, "\n")] = 0;
        if (!strcmp(name, s)) {
          if (n != -1) help_exit("bus name '%s' not unique", s);
          n = atoi(de->d_name+4);
        }
        free(name);
      }
      free(path);
    }
    closedir(dir);
  }
  if (n == -1) help_exit("no bus named '%s'", s);

  return n;
}

static int i2c_open(int bus, int quiet)
{
  char *path = xmprintf("/dev/i2c-%d", bus), *alt;
  int fd = open(path, O_RDWR), err = errno;

  if (fd == -1 && err == ENOENT) {
    alt = xmprintf("/dev/i2c/%d", bus);
    if ((fd = open(alt, O_RDWR)) == -1 && errno != ENOENT) {
      err = errno;
      free(path);
      path = alt;
    } else free(alt);
  }
  if (fd == -1 && !quiet) {
    errno = err;
    perror_exit("%s", path);
  }
  free(path);
  TT.fd = fd;

  return fd;
}

static unsigned long i2c_funcs(void)
{
  unsigned long funcs;

  if (ioctl(TT.fd, I2C_FUNCS, &funcs)) perror_exit("can't get functionality");

  return funcs;
}

static void i2c_need(unsigned long funcs, int f)
{
  if (!(funcs & fbits[f])) error_exit("adapter has no %s", fnames[f]);
}

// A number from lo to hi, or -1
static long i2c_num(char *s, long lo, long hi)
{
  char *end;
  long n;

  errno = 0;
  n = strtol(s, &end, 0);
  if (!*s || *end || errno || n<lo || n>hi) return -1;

  return n;
}

static int i2c_chip(char *s, int all)
{
  long n = i2c_num(s, 0, LONG_MAX);

  if (n<0) help_exit("chip address '%s' not a number", s);
  if (all ? n>0x7f : n<8 || n>0x77)
    help_exit("chip address %s out of range (0x%02x-0x%02x)", s, all ? 0 : 8,
      all ? 0x7f : 0x77);

  return n;
}

static void i2c_slave(int chip, int force)
{
  if (ioctl(TT.fd, force ? I2C_SLAVE_FORCE : I2C_SLAVE, chip))
    perror_exit("can't set address to 0x%02x", chip);
}

// The warning i2c-tools gives before touching a bus, unless -y
static void i2c_confirm(int def, char *fmt, ...)
{
  va_list va;

  fprintf(stderr, "WARNING! This program can confuse your I2C bus, cause data"
    " loss and worse!\n");
  va_start(va, fmt);
  vfprintf(stderr, fmt, va);
  va_end(va);
  fprintf(stderr, "Continue? [%s] ", def ? "Y/n" : "y/N");
  if (!yesno(def)) error_exit("aborting on user request");
}

static int cmp_int(const void *a, const void *b)
{
  return *(int *)a - *(int *)b;
}

static void i2cdetect_list(void)
{
  DIR *dir = opendir("/sys/class/i2c-dev");
  struct dirent *de;
  int *buses = 0, n = 0, i;
  unsigned long funcs;
  char *path, *name, *type, *desc;

  while (dir && (de = readdir(dir))) {
    if (strncmp(de->d_name, "i2c-", 4)) continue;
    if (!(n&15)) buses = xrealloc(buses, (n+16)*sizeof(int));
    buses[n++] = atoi(de->d_name+4);
  }
  if (dir) closedir(dir);
  if (n) qsort(buses, n, sizeof(int), cmp_int);
  for (i = 0; i<n; i++) {
    path = xmprintf("/sys/class/i2c-dev/i2c-%d/name", buses[i]);
    if (!(name = readfile(path, 0, 0))) {
      free(path);
      path = xmprintf("/sys/class/i2c-dev/i2c-%d/device/name", buses[i]);
      name = readfile(path, 0, 0);
    }
    free(path);
    if (!name) continue;
    name[strcspn(name, "\n")] = 0;
    type = "unknown";
    desc = "N/A";
    if (i2c_open(buses[i], 1) != -1) {
      if (!ioctl(TT.fd, I2C_FUNCS, &funcs)) {
        if (funcs & 1) type = "i2c", desc = "I2C adapter";
        else if (funcs & 0xfff0000) type = "smbus", desc = "SMBus adapter";
      }
      close(TT.fd);
    }
    printf("i2c-%d\t%-10s\t%-32s\t%s\n", buses[i], type, name, desc);
    free(name);
  }
  free(buses);
}

void i2cdetect_main(void)
{
  unsigned long funcs;
  int first = FLAG(a) ? 0 : 8, last = FLAG(a) ? 0x7f : 0x77, i, j, a, r;
  char *how = FLAG(q) ? " using quick write commands" :
    FLAG(r) ? " using receive byte commands" : "";

  if (FLAG(l)) {
    if (toys.optc) help_exit("-l takes no arguments");
    return i2cdetect_list();
  }
  if (!toys.optc) help_exit("needs BUS");
  TT.bus = i2c_bus(*toys.optargs);
  if (FLAG(F)) {
    if (toys.optc>1) help_exit("-F takes one BUS");
    i2c_open(TT.bus, 0);
    funcs = i2c_funcs();
    printf("Functionalities implemented by /dev/i2c-%d:\n", TT.bus);
    for (i = 0; i<sizeof(fbits)/sizeof(*fbits); i++)
      printf("%-32s %s\n", fnames[i], (funcs & fbits[i]) ? "yes" : "no");
    return;
  }
  if (toys.optc == 2) help_exit("needs FIRST and LAST");
  if (toys.optc == 3) {
    if ((i = i2c_num(toys.optargs[1], first, last)) < 0)
      help_exit("FIRST %s out of range (0x%02x-0x%02x)", toys.optargs[1],
        first, last);
    first = i;
    if ((i = i2c_num(toys.optargs[2], first, last)) < 0)
      help_exit("LAST %s out of range (0x%02x-0x%02x)", toys.optargs[2],
        first, last);
    last = i;
  }
  i2c_open(TT.bus, 0);
  funcs = i2c_funcs();
  if (FLAG(q)) i2c_need(funcs, F_QUICK);
  else if (FLAG(r)) i2c_need(funcs, F_RECV);
  else if (!(funcs & (fbits[F_QUICK]|fbits[F_RECV])))
    error_exit("bus can't do detection commands");
  if (!FLAG(y))
    i2c_confirm(1, "I will probe file /dev/i2c-%d%s.\nI will probe address "
      "range 0x%02x-0x%02x.\n", TT.bus, how, first, last);

  printf("     0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f\n");
  for (i = 0; i<128; i += 16) {
    printf("%02x: ", i);
    for (j = 0; j<16; j++) {
      a = i+j;
      // Receive byte where quick write can confuse (EEPROMs, write-only chips)
      r = FLAG(r) || (!FLAG(q) && ((a>=0x30 && a<=0x37) || (a>=0x50 && a<=0x5f)));
      if (a<first || a>last || !(funcs & fbits[r ? F_RECV : F_QUICK])) {
        printf("   ");
        continue;
      }
      if (ioctl(TT.fd, I2C_SLAVE, a)) {
        if (errno != EBUSY) perror_exit("can't set address to 0x%02x", a);
        printf("UU ");
        continue;
      }
      if (r) r = smbus_read(0, BYTE);
      else r = smbus(0, 0, QUICK, 0);
      printf(r<0 ? "-- " : "%02x ", a);
    }
    xputc('\n');
  }
}

// MODE: its letter and whether p followed (-1: bad)
static int i2c_mode(char *s, char *modes, int *pec)
{
  if (!*s || !strchr(modes, *s) || (s[1] && (s[1] != 'p' || s[2]))) return -1;
  *pec = s[1] == 'p';

  return *s;
}

static void i2c_pec(unsigned long funcs, int pec)
{
  if (!pec) return;
  if (!(funcs & fbits[F_PEC]))
    fprintf(stderr, "Warning: Adapter does not seem to support PEC\n");
  if (ioctl(TT.fd, I2C_PEC, 1)) perror_exit("can't set PEC");
}

#define CLEANUP_i2cdetect
#define FOR_i2cget
#include <generated/flags.h>

void i2cget_main(void)
{
  int chip = i2c_chip(toys.optargs[1], FLAG(a)), addr = -1, mode = 0, pec = 0,
    len = 32, i, f;
  unsigned long funcs;
  unsigned char d[34] = {0};
  char *names[] = {"read byte", "read byte data", "read word data",
    "write byte/read byte", "read SMBus block data", "read I2C block data"};

  TT.bus = i2c_bus(*toys.optargs);
  if (toys.optc>2 && (addr = i2c_num(toys.optargs[2], 0, 255)) < 0)
    help_exit("bad data address '%s'", toys.optargs[2]);
  if (toys.optc>2) mode = 'b';
  if (toys.optc>3 && (mode = i2c_mode(toys.optargs[3], "bwcsi", &pec)) < 0)
    help_exit("bad mode '%s'", toys.optargs[3]);
  if (mode == 'i' && pec) help_exit("no PEC with I2C block data");
  if (toys.optc>4) {
    if (mode != 'i') help_exit("LENGTH only with I2C block data");
    if ((len = i2c_num(toys.optargs[4], 1, 32)) < 0)
      help_exit("bad length '%s'", toys.optargs[4]);
  }
  i = mode ? stridx("bwcsi", mode)+1 : 0;
  f = (int []){F_RECV, F_RBYTE, F_RWORD, F_RECV, F_RBLOCK, F_RI2CBLOCK}[i];

  i2c_open(TT.bus, 0);
  funcs = i2c_funcs();
  i2c_need(funcs, f);
  if (mode == 'c') i2c_need(funcs, F_SEND);
  i2c_slave(chip, FLAG(f));
  i2c_pec(funcs, pec);
  if (!FLAG(y)) {
    sprintf(toybuf, addr<0 ? "current data\naddress" : "data address\n0x%02x",
      addr);
    i2c_confirm(1, "I will read from device file /dev/i2c-%d, chip address "
      "0x%02x, %s, using %s%s.\n", TT.bus, chip, toybuf, names[i],
      pec ? " + PEC" : "");
  }

  if (mode == 'c' && smbus_write(addr, BYTE, addr) < 0)
    fprintf(stderr, "Warning - write failed\n");
  if (!mode || mode == 'c') i = smbus_read(0, BYTE);
  else if (mode == 'b') i = smbus_read(addr, BYTE_DATA);
  else if (mode == 'w') i = smbus_read(addr, WORD_DATA);
  else {
    *d = len;
    i = smbus(1, addr, mode == 's' ? BLOCK_DATA : I2C_BLOCK_DATA, d);
  }
  if (i<0) error_exit("read failed");
  if (mode == 's' || mode == 'i') {
    for (i = 0; i<*d && i<32; i++) printf(&" 0x%02x"[!i], d[i+1]);
    xputc('\n');
  } else printf("0x%0*x\n", mode == 'w' ? 4 : 2, i);
}

#define CLEANUP_i2cget
#define FOR_i2cset
#include <generated/flags.h>

void i2cset_main(void)
{
  int chip = i2c_chip(toys.optargs[1], FLAG(a)), addr, mode = 'c', pec = 0,
    n = toys.optc-3, i, val = 0, mask = -1, max, old;
  unsigned long funcs;
  unsigned char d[34] = {0};
  char **v = toys.optargs+3;

  TT.bus = i2c_bus(*toys.optargs);
  if ((addr = i2c_num(toys.optargs[2], 0, 255)) < 0)
    help_exit("bad data address '%s'", toys.optargs[2]);
  if (n == 1) mode = 'b';
  else if (n>1) {
    if ((mode = i2c_mode(v[--n], "bwis", &pec)) < 0
        || (n>1 && mode != 'i' && mode != 's'))
      help_exit("bad mode '%s'", v[n]);
  }
  if (n>32) help_exit("too many values");
  max = mode == 'w' ? 0xffff : 0xff;
  for (i = 0; i<n; i++) {
    if ((val = i2c_num(v[i], 0, LONG_MAX)) < 0)
      help_exit("bad value '%s'", v[i]);
    if (val > max) help_exit("value %s out of range", v[i]);
    d[i+1] = val;
  }
  if (TT.m) {
    if (mode == 'i' || mode == 's') help_exit("no mask with block writes");
    if ((mask = i2c_num(TT.m, 0, LONG_MAX)) < 0)
      help_exit("bad mask '%s'", TT.m);
    if (!mask || mask > max) help_exit("mask %s out of range", TT.m);
  }
  if (mode == 'i' && pec) help_exit("no PEC with I2C block writes");

  i2c_open(TT.bus, 0);
  funcs = i2c_funcs();
  i2c_need(funcs, mode == 'c' ? F_SEND : mode == 'b' ? F_WBYTE :
    mode == 'w' ? F_WWORD : mode == 'i' ? F_WI2CBLOCK : F_WBLOCK);
  if (TT.m || FLAG(r))
    i2c_need(funcs, mode == 'c' ? F_RECV : mode == 'b' ? F_RBYTE : F_RWORD);
  i2c_slave(chip, FLAG(f));
  if (!FLAG(y)) {
    fprintf(stderr, "WARNING! This program can confuse your I2C bus, cause "
      "data loss and worse!\nI will write to device file /dev/i2c-%d, chip "
      "address 0x%02x, data address\n0x%02x, ", TT.bus, chip, addr);
    if (mode == 'c') fprintf(stderr, "no data");
    else for (fprintf(stderr, "data"), i = 0; i<n; i++)
      fprintf(stderr, " 0x%0*x", mode == 'w' ? 4 : 2,
        mode == 'w' ? val : d[i+1]);
    fprintf(stderr, "%s, mode %s.\n", TT.m ? " (masked)" : "",
      mode == 'c' ? "byte" : mode == 'b' ? "byte" : mode == 'w' ? "word" :
      mode == 'i' ? "i2c block" : "smbus block");
    i2c_confirm(1, "");
  }
  if (TT.m) {
    old = mode == 'c' ? smbus_read(0, BYTE) :
      smbus_read(addr, mode == 'w' ? WORD_DATA : BYTE_DATA);
    if (old<0) error_exit("failed to read old value");
    val = (val&mask)|(old&~mask);
    if (mode == 'c') addr = (addr&mask)|(old&~mask);
  }
  i2c_pec(funcs, pec);
  if (mode == 'c') i = smbus_write(addr, BYTE, 0);
  else if (mode == 'b' || mode == 'w')
    i = smbus_write(addr, mode == 'b' ? BYTE_DATA : WORD_DATA, val);
  else {
    *d = n;
    i = smbus(0, addr, mode == 's' ? BLOCK_DATA : I2C_BLOCK_BROKEN, d);
  }
  if (i<0) error_exit("write failed");
  if (pec && ioctl(TT.fd, I2C_PEC, 0)) perror_exit("can't clear PEC");
  if (!FLAG(r) || mode == 'i' || mode == 's') return;
  i = mode == 'c' ? smbus_read(0, BYTE) :
    smbus_read(addr, mode == 'w' ? WORD_DATA : BYTE_DATA);
  if (mode == 'c') val = addr;
  if (i<0) fprintf(stderr, "Warning - readback failed\n");
  else if (i != val)
    printf("Warning - data mismatch - wrote 0x%0*x, read back 0x%0*x\n",
      mode == 'w' ? 4 : 2, val, mode == 'w' ? 4 : 2, i);
  else printf("Value 0x%0*x written, readback matched\n", mode == 'w' ? 4 : 2,
      val);
}

#define CLEANUP_i2cset
#define FOR_i2cdump
#include <generated/flags.h>

// Print a dump row's characters: . for 00 and ff, ? for others not printable
static void dump_chars(int *v, int n)
{
  int i;

  printf("   ");
  for (i = 0; i<n; i++) {
    if (v[i] == -2) xputc(' ');
    else if (v[i] < 0) xputc('X');
    else if (!v[i] || v[i] == 0xff) xputc('.');
    else xputc(v[i]<32 || v[i]>126 ? '?' : v[i]);
  }
  xputc('\n');
}

void i2cdump_main(void)
{
  int chip = i2c_chip(toys.optargs[1], FLAG(a)), mode = 'b', pec = 0,
    first = 0, last = 255, bank = -1, bankreg = 0x4e, old = 0, i, j, r, f,
    v[16], blk[256];
  unsigned long funcs;
  unsigned char d[34];
  char *end;

  TT.bus = i2c_bus(*toys.optargs);
  if (toys.optc<3) fprintf(stderr, "No size specified (using byte-data access)\n");
  else if ((mode = i2c_mode(toys.optargs[2], "bwWsic", &pec)) < 0
      || (mode == 'i' && pec))
    help_exit("bad mode '%s'", toys.optargs[2]);
  if (mode == 's')
    fprintf(stderr, "SMBus block mode is deprecated, please use i2cget instead\n");
  if (toys.optc>3) {
    if (mode == 'i' || mode == 's' || mode == 'c')
      help_exit("no BANK in mode %c", mode);
    if ((bank = i2c_num(toys.optargs[3], 0, 255)) < 0)
      help_exit("bad bank '%s'", toys.optargs[3]);
  }
  if (toys.optc>4 && (bankreg = i2c_num(toys.optargs[4], 0, 255)) < 0)
    help_exit("bad bank register '%s'", toys.optargs[4]);
  if (TT.r) {
    first = strtol(TT.r, &end, 0);
    if (end == TT.r || *end != '-' || (last = i2c_num(end+1, 0, 255)) < 0
        || first < 0 || first > last)
      help_exit("bad range '%s'", TT.r);
    if (mode == 's' || mode == 'i') help_exit("no range in mode %c", mode);
    // word modes read whole words
    if (mode == 'w' && ((first&1) || !(last&1))) help_exit("bad range '%s'", TT.r);
  }

  i2c_open(TT.bus, 0);
  funcs = i2c_funcs();
  f = (int []){F_RBYTE, F_RWORD, F_RWORD, F_RBLOCK, F_RI2CBLOCK, F_RECV}
    [stridx("bwWsic", mode)];
  i2c_need(funcs, f);
  if (mode == 'c') i2c_need(funcs, F_SEND);
  if (bank >= 0) i2c_need(funcs, F_WBYTE);
  i2c_slave(chip, FLAG(f));
  i2c_pec(funcs, pec);
  if (!FLAG(y)) {
    fprintf(stderr, "WARNING! This program can confuse your I2C bus, cause "
      "data loss and worse!\nI will probe file /dev/i2c-%d, address 0x%x, "
      "mode %s\n", TT.bus, chip, mode == 'b' ? "byte" : mode == 'w' ? "word"
      : mode == 'W' ? "word" : mode == 's' ? "smbus block" : mode == 'i' ?
      "i2c block" : "byte consecutive read");
    if (bank >= 0)
      fprintf(stderr, "Probing bank %d using bank register 0x%02x.\n", bank,
        bankreg);
    if (TT.r)
      fprintf(stderr, "Probe range limited to 0x%02x-0x%02x.\n", first, last);
    i2c_confirm(1, "");
  }
  if (bank >= 0) {
    if ((old = smbus_read(bankreg, BYTE_DATA)) < 0
        || smbus_write(bankreg, BYTE_DATA, bank) < 0)
      error_exit("bank switching failed");
  }

  // Whole blocks first (block modes), else each register as it prints
  for (i = 0; i<256; i++) blk[i] = -1;
  if (mode == 's' || mode == 'i') {
    for (i = 0; i<256; i += 32) {
      memset(d, 0, sizeof(d));
      *d = 32;
      if (smbus(1, i, mode == 's' ? BLOCK_DATA : I2C_BLOCK_DATA, d) < 0) {
        if (mode == 's') error_exit("block read failed");
        break;
      }
      for (j = 0; j<*d && j<32 && i+j<256; j++) blk[i+j] = d[j+1];
      if (mode == 's') {
        last = *d-1;
        break;
      }
    }
    if (mode == 's') first = 0;
  } else if (mode == 'c') {
    if (smbus_write(first, BYTE, 0) < 0) error_exit("write start address failed");
    for (i = first; i<=last; i++) blk[i] = smbus_read(0, BYTE);
  }

  if (mode == 'w') {
    printf("     0,8  1,9  2,a  3,b  4,c  5,d  6,e  7,f\n");
    for (i = first&~7; i<=last; i += 8) {
      printf("%02x: ", i);
      for (j = 0; j<8; j++) {
        if (i+j<first || i+j>last) printf("     ");
        else if ((r = smbus_read(i+j, WORD_DATA)) < 0) printf("XXXX ");
        else printf("%04x ", r);
      }
      xputc('\n');
    }
  } else {
    printf("     0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
      "    0123456789abcdef\n");
    for (i = first&~15; i<=last; i += 16) {
      printf("%02x: ", i);
      for (j = 0; j<16; j++) {
        r = i+j;
        if (r<first || r>last) {
          printf("   ");
          v[j] = -2;
          continue;
        }
        if (mode == 'b') v[j] = smbus_read(r, BYTE_DATA);
        else if (mode == 'W') {
          if (!(r&1)) {
            v[j] = smbus_read(r, WORD_DATA);
            if (j<15) v[j+1] = v[j]<0 ? -1 : v[j]>>8;
            if (v[j] >= 0) v[j] &= 255;
          } else if (!j) v[j] = (r = smbus_read(r-1, WORD_DATA)) < 0 ? -1 : r>>8;
        } else v[j] = blk[r];
        printf(v[j]<0 ? "XX " : "%02x ", v[j]);
      }
      dump_chars(v, 16);
    }
  }
  if (bank >= 0 && smbus_write(bankreg, BYTE_DATA, old) < 0)
    error_exit("bank switching failed");
}

#define CLEANUP_i2cdump
#define FOR_i2ctransfer
#include <generated/flags.h>

static void show_msg(int i, struct i2c_msg *m, int data)
{
  int j;

  fprintf(data == 2 ? stdout : stderr, "msg %u: addr 0x%02x, %s, len ", i,
    m->addr, (m->flags&1) ? "read" : "write");
  if ((m->flags&0x400) && data<2) fprintf(stderr, "?");
  else fprintf(data == 2 ? stdout : stderr, "%u", m->len);
  if (data && m->len && (data == 2 || !(m->flags&1))) {
    fprintf(data == 2 ? stdout : stderr, ", %s", data == 2 ? "buf" : "buf");
    for (j = 0; j<m->len; j++)
      fprintf(data == 2 ? stdout : stderr, " 0x%02x", m->buf[j]);
  }
  fprintf(data == 2 ? stdout : stderr, "\n");
}

void i2ctransfer_main(void)
{
  struct i2c_msg msgs[42];
  struct i2c_rdwr rdwr = {msgs, 0};
  int addr = -1, i, j, n = 0, len, got, val, step;
  unsigned long funcs;
  char **arg = toys.optargs+1, *s, *end;

  TT.bus = i2c_bus(*toys.optargs);
  memset(msgs, 0, sizeof(msgs));
  while (*arg) {
    struct i2c_msg *m = msgs+n;

    s = *arg++;
    if (n == 42) help_exit("too many messages (max 42)");
    if (*s != 'r' && *s != 'w') help_exit("bad direction in '%s'", s);
    m->flags = *s == 'r';
    if (s[1] == '?') {
      if (*s == 'w') help_exit("no ? length for writes: '%s'", s);
      m->flags |= 0x400;  // I2C_M_RECV_LEN: the first byte read says how many
      len = 256;
      end = s+2;
    } else {
      errno = 0;
      len = strtol(s+1, &end, 10);
      if (end == s+1 || errno || len<0 || len>65535)
        help_exit("bad length in '%s'", s);
    }
    if (*end == '@') {
      if ((addr = i2c_num(end+1, 0, LONG_MAX)) < 0)
        help_exit("bad address in '%s'", s);
      if (FLAG(a) ? addr>0x7f : addr<8 || addr>0x77)
        help_exit("address in '%s' out of range", s);
    } else if (*end) help_exit("bad separator after length in '%s'", s);
    if (addr < 0) help_exit("no address in '%s'", s);
    m->addr = addr;
    m->len = len;
    m->buf = xzalloc(len ? len : 1);
    if (m->flags & 0x400) {
      *m->buf = 1;
      m->len = 33;
    }
    n++;
    if (m->flags&1) continue;

    // A write's data bytes
    for (got = 0; got<len; ) {
      if (!*arg) help_exit("message %d incomplete", n-1);
      s = *arg++;
      errno = 0;
      val = strtol(s, &end, 0);
      if (end == s || errno || val<0 || val>255)
        help_exit("bad data byte '%s'", s);
      m->buf[got++] = val;
      if (!*end) continue;
      if (end[1] || !strchr("=+-p", *end)) help_exit("bad data suffix '%s'", s);
      step = *end == '+' ? 1 : *end == '-' ? -1 : 0;
      for (; got<len; got++) {
        if (*end == 'p') val = (val*0x8d+0x3b)&255;
        else val = (val+step)&255;
        m->buf[got] = val;
      }
    }
  }
  if (!n) help_exit("needs DESC");

  i2c_open(TT.bus, 0);
  funcs = i2c_funcs();
  i2c_need(funcs, F_I2C);
  for (i = 0; i<n; i++) if (FLAG(f) && ioctl(TT.fd, I2C_SLAVE_FORCE, msgs[i].addr))
    perror_exit("can't set address to 0x%02x", msgs[i].addr);
  if (!FLAG(y)) {
    fprintf(stderr, "WARNING! This program can confuse your I2C bus, cause "
      "data loss and worse!\nI will send the following messages to device "
      "file /dev/i2c-%d:\n", TT.bus);
    for (i = 0; i<n; i++) show_msg(i, msgs+i, 1);
    i2c_confirm(0, "");
  } else if (FLAG(v)) for (i = 0; i<n; i++) show_msg(i, msgs+i, 1);
  rdwr.nmsgs = n;
  if ((i = ioctl(TT.fd, I2C_RDWR, &rdwr)) < 0) perror_exit("sending messages failed");
  if (i != n) error_msg("only %d/%d messages were sent", i, n);
  for (j = 0; j<i; j++) {
    struct i2c_msg *m = msgs+j;

    if (FLAG(v)) show_msg(j, m, 2);
    else if ((m->flags&1) && m->len) {
      for (len = 0; len<m->len; len++) printf(&" 0x%02x"[!len], m->buf[len]);
      xputc('\n');
    }
  }
  for (j = 0; j<n; j++) free(msgs[j].buf);
}
