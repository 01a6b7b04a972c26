/* od.c - dump files in octal, decimal, hex, characters or floating point
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/od.html

USE_OD(NEWTOY(od, "A(address-radix):j(skip-bytes):N(read-bytes):t(format)*v(output-duplicates)w(width);abcdfilosx", TOYFLAG_USR|TOYFLAG_BIN))

config OD
  bool "od"
  default y
  help
    usage: od [-abcdfilosxv] [-A RADIX] [-j SKIP] [-N COUNT] [-t TYPE]... [-w[BYTES]] [FILE...]

    Dump the FILEs (or stdin), one after the other, as one stream.

    -A RADIX  address radix: d decimal, o octal (default), x hex, n none
    -j SKIP   skip SKIP bytes first        -N COUNT  dump at most COUNT bytes
    -t TYPE   output format, may repeat (each gets its own line per block)
    -v        show every line (else a repeat of the line before shows as *)
    -w[BYTES] bytes per output line (default 16; -w alone: 32)
    SKIP and COUNT may be hex (0x), octal (0) and end in b (512), k, m, g.

    TYPE is a letter, an optional size and an optional z (show the bytes
    as text at the end of the line):
    a  named character (7 bit)   c  character or backslash escape
    d  signed decimal   o  octal   u  unsigned decimal   x  hexadecimal
       sizes 1 2 4 8 or C (char) S (short) I (int) L (long), default 4
    f  floating point: sizes 4 8 or F (float) D (double, default) L (long double)

    Old options: -a (-t a) -b (-t o1) -c (-t c) -d (-t u2) -f (-t fF)
    -i (-t dI) -l (-t dL) -o (-t o2) -s (-t d2) -x (-t x2)
*/

#define FOR_od
#include "toys.h"
#include <float.h>

GLOBALS(
  char *A, *j, *N;
  struct arg_list *t;
  char *width;

  long w;
  struct { char type, size, z; int width, total; } fmt[64];
  int nfmt, fd, eof;
  long long skip, count, addr;
  char **files, *ibuf, *obuf;
  unsigned char *prev;
  long ilen, ipos;
)

#define IBUF (1<<17)

static void add_type(char *s)
{
  char *start = s;

  while (*s) {
    int type = *s++, size = 0, w;

    if (!strchr("acdfoux", type)) goto bad;
    if (type == 'a' || type == 'c') size = 1;
    else if (isdigit((unsigned char)*s)) {
      size = strtol(s, &s, 10);
      if (type == 'f' ? size != 4 && size != 8
          : size != 1 && size != 2 && size != 4 && size != 8) goto bad;
    } else if (*s && strchr(type == 'f' ? "FDL" : "CSIL", *s)) {
      int i = stridx(type == 'f' ? "FDL" : "CSIL", *s++);

      size = type == 'f' ? (int[]){4, 8, 16}[i] : (int[]){1, 2, 4, 8}[i];
    } else size = (type == 'f') ? 8 : 4;

    if (type == 'a' || type == 'c') w = 4;
    else if (type == 'f') w = size == 4 ? 16 : size == 8 ? 25 : LDBL_DIG+12;
    else if (type == 'x') w = 2*size+1;
    else if (type == 'o') w = (int[]){4, 7, 0, 12, 0, 0, 0, 23}[size-1];
    else if (type == 'u') w = (int[]){4, 6, 0, 11, 0, 0, 0, 21}[size-1];
    else w = (int[]){5, 7, 0, 12, 0, 0, 0, 21}[size-1];

    if (TT.nfmt == (int)(sizeof(TT.fmt)/sizeof(*TT.fmt))) error_exit("too many formats");
    TT.fmt[TT.nfmt].type = type;
    TT.fmt[TT.nfmt].size = size;
    TT.fmt[TT.nfmt].width = w;
    TT.fmt[TT.nfmt].z = (*s == 'z');
    if (*s == 'z') s++;
    TT.nfmt++;
  }

  return;
bad:
  error_exit("invalid type string '%s'", start);
}

// Next input bytes: read until len bytes are buffered or input ends.
static long get_bytes(long len)
{
  long avail = TT.ilen-TT.ipos;

  if (avail < len && !TT.eof) {
    memmove(TT.ibuf, TT.ibuf+TT.ipos, avail);
    TT.ilen = avail;
    TT.ipos = 0;
    while (TT.ilen < len) {
      long want = IBUF-TT.ilen, got;

      if (TT.fd < 0) {
        if (!*TT.files) {
          TT.eof = 1;
          break;
        }
        if (!strcmp(*TT.files, "-")) TT.fd = 0;
        else if ((TT.fd = open(*TT.files, O_RDONLY|O_CLOEXEC)) < 0) {
          perror_msg_raw(*TT.files);
          TT.files++;
          continue;
        }
        // Skip whole files (or as much as each holds) first
        if (TT.skip) TT.skip = lskip(TT.fd, TT.skip);
        if (TT.skip) {
          if (TT.fd) close(TT.fd);
          TT.fd = -1;
          TT.files++;
          continue;
        }
      }
      if (TT.count >= 0 && want > TT.count) want = TT.count;
      got = want ? read(TT.fd, TT.ibuf+TT.ilen, want) : 0;
      if (got < 0) {
        if (errno == EINTR) continue;
        perror_msg_raw(*TT.files);
        got = 0;
      }
      if (!got) {
        if (!want) {
          TT.eof = 1;
          break;
        }
        if (TT.fd) close(TT.fd);
        TT.fd = -1;
        TT.files++;
        continue;
      }
      TT.ilen += got;
      if (TT.count >= 0) TT.count -= got;
    }
    avail = TT.ilen;
  }

  return avail < len ? avail : len;
}

static char *put_addr(char *o, long long addr)
{
  char c = *TT.A;

  if (c == 'n') return o;
  return o + sprintf(o, c == 'd' ? "%07lld" : c == 'x' ? "%06llx" : "%07llo",
    addr);
}

// Unsigned to text in base (8, 10 or 16) with at least digits digits,
// right justified to width
static char *put_num(char *o, unsigned long long u, int neg, int base,
  int digits, int w)
{
  char tmp[32], *t = tmp+sizeof(tmp);
  int len;

  do {
    *--t = "0123456789abcdef"[u%base];
    u /= base;
  } while (u);
  while (tmp+sizeof(tmp)-t < digits) *--t = '0';
  if (neg) *--t = '-';
  len = tmp+sizeof(tmp)-t;
  if (w > len) {
    memset(o, ' ', w-len);
    o += w-len;
  }
  memcpy(o, t, len);

  return o+len;
}

// Floating point: the fewest digits (from the type's *_DIG, or from 1 for
// subnormals) that read back as the same value
static char *put_float(char *o, unsigned char *p, int size, int w)
{
  char tmp[64];
  int prec;

  if (size == 4) {
    float f;

    memcpy(&f, p, 4);
    for (prec = (f && (f < 0 ? -f : f) < FLT_MIN) ? 1 : FLT_DIG; prec < 9; prec++) {
      sprintf(tmp, "%.*g", prec, f);
      if (strtof(tmp, 0) == f) break;
    }
    sprintf(tmp, "%.*g", prec, f);
  } else if (size == 8) {
    double d;

    memcpy(&d, p, 8);
    for (prec = (d && (d < 0 ? -d : d) < DBL_MIN) ? 1 : DBL_DIG; prec < 17; prec++) {
      sprintf(tmp, "%.*g", prec, d);
      if (strtod(tmp, 0) == d) break;
    }
    sprintf(tmp, "%.*g", prec, d);
  } else {
    long double ld;

    memcpy(&ld, p, sizeof(ld) < 16 ? sizeof(ld) : 16);
    for (prec = (ld && (ld < 0 ? -ld : ld) < LDBL_MIN) ? 1 : LDBL_DIG;
         prec < LDBL_DIG+3; prec++) {
      sprintf(tmp, "%.*Lg", prec, ld);
      if (strtold(tmp, 0) == ld) break;
    }
    sprintf(tmp, "%.*Lg", prec, ld);
  }

  return o + sprintf(o, "%*s", w, tmp);
}

static char *put_char(char *o, int c, int type, int w)
{
  static char *names[] = {"nul", "soh", "stx", "etx", "eot", "enq", "ack",
    "bel", "bs", "ht", "nl", "vt", "ff", "cr", "so", "si", "dle", "dc1", "dc2",
    "dc3", "dc4", "nak", "syn", "etb", "can", "em", "sub", "esc", "fs", "gs",
    "rs", "us", "sp"};
  char tmp[8], *s = tmp;
  int i;

  if (type == 'a') {
    c &= 127;
    if (c <= 32) s = names[c];
    else if (c == 127) s = "del";
    else tmp[0] = c, tmp[1] = 0;
  } else {
    if (c >= 32 && c < 127) tmp[0] = c, tmp[1] = 0;
    else if ((i = stridx("\a\b\t\n\v\f\r", c)) != -1 && c)
      sprintf(tmp, "\\%c", "abtnvfr"[i]);
    else if (!c) s = "\\0";
    else sprintf(tmp, "%03o", c);
  }
  i = strlen(s);
  memset(o, ' ', w-i);
  memcpy(o+w-i, s, i);

  return o+w;
}

static void dump_line(unsigned char *data, long len)
{
  int k, i, n, end, prev;
  char *o;

  for (k = 0; k < TT.nfmt; k++) {
    int size = TT.fmt[k].size, type = TT.fmt[k].type, total = TT.fmt[k].total;
    unsigned char pad[16];
    char *fields;

    o = put_addr(TT.obuf, TT.addr);
    if (k) memset(TT.obuf, ' ', o-TT.obuf);
    fields = o;
    n = TT.w/size;
    for (i = prev = 0; i*size < len; i++, prev = end) {
      unsigned char *p = data+i*size;
      int w;

      end = (int)(((long long)(i+1)*total+n-1)/n);
      w = end-prev;
      if (len-i*size < size) {
        memset(pad, 0, sizeof(pad));
        memcpy(pad, p, len-i*size);
        p = pad;
      }
      if (type == 'a' || type == 'c') o = put_char(o, *p, type, w);
      else if (type == 'f') o = put_float(o, p, size, w);
      else {
        unsigned long long u = 0;
        int neg = 0;

        if (size == 1) u = *p;
        else if (size == 2) u = *(uint16_t *)p;
        else if (size == 4) u = *(uint32_t *)p;
        else u = *(uint64_t *)p;
        if (type == 'd' && (u>>(size*8-1)&1)) {
          if (size < 8) u |= ~0ULL<<(size*8);
          u = -u;
          neg = 1;
        }
        o = put_num(o, u, neg, type == 'x' ? 16 : type == 'o' ? 8 : 10,
          (type == 'x' || type == 'o') ? TT.fmt[k].width-1 : 0, w);
      }
    }
    if (TT.fmt[k].z) {
      while (o-fields < total) *o++ = ' ';
      o += sprintf(o, "  >");
      for (i = 0; i < len; i++) *o++ = (data[i] >= 32 && data[i] < 127) ? data[i] : '.';
      *o++ = '<';
    }
    *o++ = '\n';
    xputsl(TT.obuf, o-TT.obuf);
  }
}

void od_main(void)
{
  struct arg_list *al;
  char **arg, *s, *legacy = "a\0o1\0c\0u2\0fF\0dI\0dL\0o2\0d2\0x2", *l;
  int lcm = 1, i, starred = 0, started = 0;
  long len;

  setvbuf(stdout, 0, _IOFBF, 1<<16);
  if (!TT.A) TT.A = "o";
  else if (strlen(TT.A) != 1 || !strchr("doxn", *TT.A))
    error_exit("invalid output address radix '%s'; it must be one character from [doxn]", TT.A);
  TT.skip = TT.j ? atolx(TT.j) : 0;
  TT.count = TT.N ? atolx(TT.N) : -1;
  if (TT.skip < 0 || (TT.N && TT.count < 0)) error_exit("negative offset");

  // Formats in command line order: walk argv again for -t and the old options
  al = TT.t;
  for (arg = toys.argv+1; *arg; arg++) {
    if (!strcmp(*arg, "--")) break;
    if (**arg != '-' || !arg[0][1]) continue;
    if (arg[0][1] == '-') {
      s = *arg+2;
      if (strstart(&s, "format")) {
        add_type(al->arg);
        al = al->next;
        if (!*s) arg++;
      } else if (!strchr(*arg, '=') && !strstart(&s, "output-duplicates")
          && !strstart(&s, "width")) arg++;
      continue;
    }
    for (s = *arg+1; *s; s++) {
      if (*s == 't') {
        add_type(al->arg);
        al = al->next;
        if (!s[1]) arg++;
        break;
      }
      // -w's value is attached, if any: it never takes the next argument
      if (*s == 'w') break;
      if (strchr("AjN", *s)) {
        if (!s[1]) arg++;
        break;
      }
      if ((l = strchr("abcdfilosx", *s))) {
        for (i = l-"abcdfilosx", l = legacy; i--; l += strlen(l)+1);
        add_type(l);
      }
    }
    if (!*arg) break;
  }
  if (!TT.nfmt) add_type("o2");

  for (i = 0; i < TT.nfmt; i++) {
    int a = lcm, b = TT.fmt[i].size, t;

    while (b) t = a%b, a = b, b = t;
    lcm = lcm/a*TT.fmt[i].size;
  }
  if (FLAG(w)) TT.w = TT.width ? atolx_range(TT.width, 1, INT_MAX) : 32;
  if (!FLAG(w)) TT.w = 16 % lcm ? lcm : 16;
  else if (TT.w % lcm) {
    error_msg("warning: invalid width %ld; using %d instead", TT.w, lcm);
    toys.exitval = 0;
    TT.w = lcm;
  }
  len = 0;
  for (i = 0; i < TT.nfmt; i++) {
    TT.fmt[i].total = TT.w/TT.fmt[i].size*TT.fmt[i].width;
    if (TT.fmt[i].total > len) len = TT.fmt[i].total;
  }
  for (i = 0; i < TT.nfmt; i++) TT.fmt[i].total = len;
  TT.obuf = xmalloc(len+2*TT.w+64);
  TT.ibuf = xmalloc(IBUF > 2*TT.w ? IBUF : 2*TT.w);
  TT.prev = xmalloc(TT.w);
  TT.files = toys.optc ? toys.optargs : (char *[]){"-", 0};
  TT.fd = -1;
  TT.addr = TT.skip;

  while ((len = get_bytes(TT.w)) > 0) {
    unsigned char *data = (void *)(TT.ibuf+TT.ipos);

    if (!FLAG(v) && started && len == TT.w && !memcmp(data, TT.prev, len)) {
      if (!starred) xputsl("*\n", 2);
      starred = 1;
    } else {
      starred = 0;
      dump_line(data, len);
      memcpy(TT.prev, data, len);
    }
    started = 1;
    TT.ipos += len;
    TT.addr += len;
  }
  if (TT.skip) error_exit("cannot skip past end of combined input");
  if (*TT.A != 'n') {
    s = put_addr(toybuf, TT.addr);
    *s++ = '\n';
    xputsl(toybuf, s-toybuf);
  }
  if (TT.fd > 0) close(TT.fd);
  free(TT.obuf);
  free(TT.ibuf);
  free(TT.prev);
}
