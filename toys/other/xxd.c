/* xxd.c - hex dump in xxd's layouts, and back again
 *
 * no standard

USE_XXD(NEWTOY(xxd, ">2c#<0>2147483647g#<0l#o#n:s:Cbeipru[-beip]", TOYFLAG_USR|TOYFLAG_BIN))

config XXD
  bool "xxd"
  default y
  help
    usage: xxd [-Cbeipru] [-c COLS] [-g BYTES] [-l LEN] [-n NAME] [-o OFF] [-s [+][-]SEEK] [INFILE [OUTFILE]]

    Hex dump INFILE (or stdin) to OUTFILE (or stdout), or with -r turn a dump
    back into binary.

    -b  bits instead of hex (6 bytes a line, groups of 1)
    -c  bytes per line (default 16; -b 6, -i 12, -p 30; -p -c 0: one line)
    -C  capitalize the variable names of -i
    -e  little-endian groups (default 4 bytes, a power of 2)
    -g  bytes per group (default 2; 0 means one group a line)
    -i  C include file: an array and its length (no name for stdin)
    -l  stop after LEN bytes
    -n  variable NAME for -i (default: INFILE with non-alnum chars as _)
    -o  add OFF to the offsets shown
    -p  plain hex, no offsets or text
    -r  reverse: hex dump (or -p hex) to binary. Writes into OUTFILE at the
        offsets the dump gives, without truncating it; -s adds to them
    -s  start at byte SEEK, +SEEK from the current position, -SEEK from the end
    -u  upper case hex digits

    The last of -b -e -i -p wins. Exit status: 1 usage, 2 can't open a file,
    3 write error, 4 can't seek in the input, 5 can't seek back in the output.
*/

#define FOR_xxd
#include "toys.h"

GLOBALS(
  long c, g, l, o;
  char *n, *s;

  int ifd, ofd;
  long long pos;
  char *obuf;
  long olen;
)

#define OBUF 65536

static void out_flush(void)
{
  if (TT.olen && writeall(TT.ofd, TT.obuf, TT.olen) != TT.olen) {
    toys.exitval = 3;
    perror_exit("write");
  }
  TT.olen = 0;
}

static void out_mem(char *s, long len)
{
  while (len) {
    long try = OBUF-TT.olen;

    if (try > len) try = len;
    memcpy(TT.obuf+TT.olen, s, try);
    TT.olen += try;
    s += try;
    len -= try;
    if (TT.olen == OBUF) out_flush();
  }
}

static void out_str(char *s)
{
  out_mem(s, strlen(s));
}

// Read up to len bytes (a full line's worth unless input ends), honoring -l.
static long get_bytes(char *buf, long len)
{
  long got;

  if (FLAG(l) && TT.l >= 0 && TT.pos+len > TT.l) len = TT.l-TT.pos;
  if (len <= 0) return 0;
  got = readall(TT.ifd, buf, len);
  if (got < 0) {
    toys.exitval = 2;
    perror_exit("read");
  }
  TT.pos += got;

  return got;
}

static char *hexdigits(void)
{
  return FLAG(u) ? "0123456789ABCDEF" : "0123456789abcdef";
}

static void dump_include(char *name)
{
  char *hex = hexdigits(), *ibuf = toybuf, *s, line[64];
  long len, i, cols = TT.c ? TT.c : 12;
  long long total = 0;

  if (name) {
    char *var;

    if (TT.n) name = TT.n;
    s = var = xmalloc(strlen(name)+3);
    if (isdigit((unsigned char)*name)) s = stpcpy(s, "__");
    for (; *name; name++) *s++ = isalnum((unsigned char)*name) ? *name : '_';
    *s = 0;
    if (FLAG(C)) for (s = var; *s; s++) *s = toupper(*s);
    out_str("unsigned char ");
    out_str(var);
    out_str("[] = {\n");
    TT.n = var;
  }
  for (;;) {
    if (!(len = get_bytes(ibuf, sizeof(toybuf)))) break;
    for (i = 0; i < len; i++) {
      s = line;
      if (total) s = stpcpy(s, (total%cols) ? ", " : ",\n  ");
      else s = stpcpy(s, "  ");
      *s++ = '0';
      *s++ = FLAG(u) ? 'X' : 'x';
      *s++ = hex[(unsigned char)ibuf[i]>>4];
      *s++ = hex[ibuf[i]&15];
      out_mem(line, s-line);
      total++;
    }
  }
  if (total) out_str("\n");
  if (name) {
    out_str("};\nunsigned int ");
    out_str(TT.n);
    sprintf(line, "_%s = %lld;\n", FLAG(C) ? "LEN" : "len", total);
    out_str(line);
  }
}

static void dump_plain(void)
{
  char *hex = hexdigits(), *ibuf = xmalloc(OBUF), *line = xmalloc(2*OBUF+2);
  long len, i, want = TT.c ? TT.c : OBUF;

  if (want > OBUF) want = OBUF;
  while ((len = get_bytes(ibuf, want))) {
    for (i = 0; i < len; i++) {
      line[2*i] = hex[(unsigned char)ibuf[i]>>4];
      line[2*i+1] = hex[ibuf[i]&15];
    }
    if (TT.c) line[2*i++] = '\n';
    out_mem(line, 2*len+!!TT.c);
  }
  if (!TT.c) out_str("\n");
  free(ibuf);
  free(line);
}

static void dump_normal(long long start)
{
  char *hex = hexdigits(), ibuf[256], line[256*9+256+64], *s;
  long len, i, j, cols = TT.c, g = TT.g, width, hexw = FLAG(b) ? 8 : 2;
  long long addr = start+TT.o;

  if (!g || g > cols) g = cols;
  width = cols*hexw+(cols+g-1)/g;
  while ((len = get_bytes(ibuf, cols))) {
    s = line+sprintf(line, "%08llx: ", addr);
    memset(s, ' ', width+1);
    for (i = 0; i < len; i++) {
      unsigned char c = ibuf[i];
      long grp = i/g, at = i%g;

      // -e puts each group's bytes backwards, a short last group flush right
      if (FLAG(e)) at = g-1-at;
      at = grp*(g*hexw+1)+at*hexw;
      if (FLAG(b)) for (j = 0; j < 8; j++) s[at+j] = '0'+((c>>(7-j))&1);
      else {
        s[at] = hex[c>>4];
        s[at+1] = hex[c&15];
      }
    }
    s += width+1;
    for (i = 0; i < len; i++) {
      unsigned char c = ibuf[i];

      *s++ = (c >= 32 && c < 127) ? c : '.';
    }
    *s++ = '\n';
    out_mem(line, s-line);
    addr += len;
  }
}

// Hex digit value or -1
static int hexval(int c)
{
  if (c >= '0' && c <= '9') return c-'0';
  c |= 32;
  if (c >= 'a' && c <= 'f') return c-'a'+10;

  return -1;
}

// Move the output to offset where for -r: seek a seekable output, pad a
// pipe with zeroes.
static void rev_seek(long long where, long long *opos)
{
  if (where == *opos) return;
  out_flush();
  if (where >= 0 && lseek(TT.ofd, where, SEEK_SET) == where) {
    *opos = where;
    return;
  }
  if (where < *opos) {
    toys.exitval = 5;
    error_exit("Sorry, cannot seek backwards.");
  }
  memset(toybuf, 0, sizeof(toybuf));
  while (*opos < where) {
    long try = where-*opos > (long long)sizeof(toybuf) ? (long)sizeof(toybuf)
      : (long)(where-*opos);

    out_mem(toybuf, try);
    *opos += try;
  }
}

static void reverse(long long add)
{
  FILE *fp = xfdopen(TT.ifd, "r");
  char *line = 0, *s, byte;
  size_t size = 0;
  ssize_t len;
  long long opos = 0, addr;
  int hi = -1, v, n, prev;

  while ((len = getline(&line, &size, fp)) > 0) {
    s = line;
    if (FLAG(p)) {
      for (; len--; s++) {
        if ((v = hexval(*s)) < 0) continue;
        if (hi < 0) hi = v;
        else {
          byte = (hi<<4)+v;
          out_mem(&byte, 1);
          hi = -1;
        }
      }
      continue;
    }

    // Offset, up to two separator characters, then hex pairs until two
    // non-hex characters in a row. An odd digit is dropped at a non-hex one.
    while (*s == ' ' || *s == '\t') s++;
    if (hexval(*s) < 0) continue;
    // (too many digits wrap around, as xxd's do: a seek backwards, refused)
    for (addr = 0; (v = hexval(*s)) >= 0; s++)
      addr = (long long)(((unsigned long long)addr<<4)+v);
    if (*s && *s != '\n')
      rev_seek((long long)((unsigned long long)addr+add), &opos);
    for (n = 0; n < 2 && *s && *s != '\n' && hexval(*s) < 0; n++) s++;
    for (prev = 1, n = 0, hi = -1; *s && *s != '\n' && n < TT.c; s++) {
      if ((v = hexval(*s)) < 0) {
        if (prev) break;
        prev = 1;
        hi = -1;
      } else {
        prev = 0;
        if (hi < 0) hi = v;
        else {
          byte = (hi<<4)+v;
          out_mem(&byte, 1);
          opos++;
          n++;
          hi = -1;
        }
      }
    }
  }
  if (ferror(fp)) {
    toys.exitval = 2;
    perror_exit("read");
  }
  free(line);
}

void xxd_main(void)
{
  char *in = toys.optc ? *toys.optargs : "-", *s = TT.s;
  long long seek = 0;
  int rel = 0;

  if (!FLAG(c)) TT.c = FLAG(b) ? 6 : FLAG(i) ? 12 : FLAG(p) ? 30 : 16;
  else if (!TT.c && !FLAG(p) && !FLAG(i)) TT.c = FLAG(b) ? 6 : 16;
  if (!FLAG(p) && !FLAG(i) && TT.c > 256)
    error_exit("invalid number of columns (max. 256).");
  if (!FLAG(g)) TT.g = FLAG(b) ? 1 : FLAG(e) ? 4 : 2;
  if (FLAG(e) && TT.g && (TT.g&(TT.g-1)))
    error_exit("number of octets per group must be a power of 2 with -e.");

  if (s) {
    if (*s == '+') rel = *s++;
    if (*s == '-') rel = *s++;
    seek = atolx(s);
    if (rel == '-') seek = -seek;
  }

  toys.exitval = 2;
  TT.ifd = strcmp(in, "-") ? xopenro(in) : 0;
  TT.ofd = 1;
  if (toys.optc == 2 && strcmp(toys.optargs[1], "-"))
    TT.ofd = xcreate(toys.optargs[1], O_WRONLY|O_CREAT|(FLAG(r) ? 0 : O_TRUNC),
      0666);
  toys.exitval = 0;
  TT.obuf = xmalloc(OBUF);

  if (FLAG(r)) reverse(seek);
  else {
    long long start = 0;

    if (s) {
      if (rel == '+') start = lseek(TT.ifd, seek, SEEK_CUR);
      else if (seek < 0) start = lseek(TT.ifd, seek, SEEK_END);
      else if ((start = lseek(TT.ifd, seek, SEEK_SET)) < 0) {
        lskip(TT.ifd, seek);
        start = seek;
      }
      if (start < 0) {
        toys.exitval = 4;
        error_exit("Sorry, cannot seek.");
      }
    }
    TT.pos = 0;
    if (FLAG(i)) dump_include((TT.ifd || TT.n) ? in : 0);
    else if (FLAG(p)) dump_plain();
    else dump_normal(start);
  }
  out_flush();
  free(TT.obuf);
}
