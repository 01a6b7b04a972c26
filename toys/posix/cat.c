/* cat.c - concatenate files to stdout
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/cat.html

USE_CAT(NEWTOY(cat, "uvtTeEnbsA", TOYFLAG_BIN))

config CAT
  bool "cat"
  default y
  help
    usage: cat [-uvtTeEnbsA] [FILE...]

    Copy each FILE (or stdin, also for "-") to stdout.

    -A  Show all: same as -vET
    -b  Number the lines that aren't empty (overrides -n)
    -E  Show $ at the end of each line (and ^M$ for a CR before it)
    -e  Same as -vE
    -n  Number every line
    -s  Squeeze runs of empty lines into one
    -T  Show tabs as ^I
    -t  Same as -vT
    -u  Unbuffered output (cat never holds output back: it always is)
    -v  Show non-printing characters: ^X for controls, ^? for DEL and M-
        before bytes with the high bit set (except newline and tab)
*/

#define FOR_cat
#include "toys.h"

GLOBALS(
  long long line;     // line number of -n/-b
  char *out;          // output buffer of the formatting path
  int used;           // bytes waiting in out
  int midline;        // the last byte written wasn't a newline
  int blanks;         // empty lines in a row so far (-s)
  int cr;             // a CR waiting to see if a newline follows (-E)
  char *rep;          // 4 bytes for each byte value: how to show it
  char *replen;       // and how many of those bytes (0: ask show())
  struct stat st;     // stdout
)

#define OUTSIZE (256*1024)

// Was the failure of a copy on the output side?
static int write_failed(int fd)
{
  int err = errno;

  if (err == ENOSPC || err == EPIPE || err == EDQUOT || err == EFBIG
      || (err == EBADF && fcntl(fd, F_GETFD) != -1)) return 1;
  errno = err;

  return 0;
}

static void flush_out(void)
{
  if (TT.used && writeall(1, TT.out, TT.used) != TT.used)
    perror_exit("write error");
  TT.used = 0;
}

// Add one byte to the output the way the options show it.
static void show(unsigned char c)
{
  char *o = TT.out+TT.used;

  if (TT.cr) {
    TT.cr = 0;
    if (c == '\n') {
      *o++ = '^';
      *o++ = 'M';
    } else *o++ = '\r';
  }

  if (!TT.midline) {
    if (c == '\n') {
      if (++TT.blanks > 1 && FLAG(s)) goto done;
    } else TT.blanks = 0;
    if (FLAG(b) ? c != '\n' : FLAG(n))
      o += sprintf(o, "%6lld\t", ++TT.line);
  }
  TT.midline = c != '\n';

  if (c == '\n') {
    if (FLAG(E)) *o++ = '$';
  } else if (c == '\t') {
    if (FLAG(T)) {
      *o++ = '^';
      c = 'I';
    }
  } else if (FLAG(v)) {
    if (c > 127) {
      *o++ = 'M';
      *o++ = '-';
      c -= 128;
    }
    if (c < 32 || c == 127) {
      *o++ = '^';
      c = c == 127 ? '?' : c+64;
    }
  } else if (c == '\r' && FLAG(E)) {
    TT.cr = 1;
    goto done;
  }
  *o++ = c;
done:
  TT.used = o-TT.out;
  if (TT.used > OUTSIZE-64) flush_out();
}

static void do_cat(int fd, char *name)
{
  struct stat st;

  // Copying a file onto itself while there's some left to read would
  // never finish (or would eat the file).
  if (!fstat(fd, &st) && S_ISREG(st.st_mode) && S_ISREG(TT.st.st_mode)
      && same_file(&st, &TT.st) && lseek(fd, 0, SEEK_CUR) < st.st_size)
  {
    error_msg("%s: input file is output file", name);
    return;
  }

  if (!TT.out) {
    if (sendfile_len(fd, 1, -1, 0) < 0) {
      if (write_failed(fd)) perror_exit("write error");
      perror_msg("%s", name);
    }
  } else {
    char *buf = TT.out+OUTSIZE;
    ssize_t len, i;

    for (;;) {
      len = read(fd, buf, OUTSIZE);
      if (len < 0) {
        if (errno == EINTR) continue;
        perror_msg("%s", name);
        break;
      }
      if (!len) break;
      for (i = 0; i < len; i++) {
        unsigned char c = buf[i];

        // Without -v and -T, the rest of a line is copied as a block.
        if (TT.midline && !TT.cr && !FLAG(v) && !FLAG(T) && c != '\n'
            && (c != '\r' || !FLAG(E)))
        {
          char *end = memchr(buf+i, '\n', len-i), *cr;

          if (!end) end = buf+len;
          if (FLAG(E) && (cr = memchr(buf+i, '\r', end-buf-i))) end = cr;
          if (end-buf-i > OUTSIZE-TT.used) {
            flush_out();
            if (writeall(1, buf+i, end-buf-i) != end-buf-i)
              perror_exit("write error");
          } else {
            memcpy(TT.out+TT.used, buf+i, end-buf-i);
            TT.used += end-buf-i;
          }
          i = end-buf-1;
          continue;
        }

        // Inside a line most bytes only need their table entry.
        if (TT.midline && c != '\n' && !TT.cr && TT.replen[c]) {
          memcpy(TT.out+TT.used, TT.rep+4*c, 4);
          TT.used += TT.replen[c];
          if (TT.used > OUTSIZE-64) flush_out();
        } else show(c);
      }
      // Nothing is held back past a read: right for -u and for terminals.
      flush_out();
    }
  }
}

void cat_main(void)
{
  if (FLAG(A)) toys.optflags |= FLAG_v|FLAG_E|FLAG_T;
  if (FLAG(e)) toys.optflags |= FLAG_v|FLAG_E;
  if (FLAG(t)) toys.optflags |= FLAG_v|FLAG_T;
  if (fstat(1, &TT.st)) memset(&TT.st, 0, sizeof(TT.st));

  // Any formatting goes through a buffer; plain copies use the kernel's paths.
  if (toys.optflags & (FLAG_v|FLAG_E|FLAG_T|FLAG_n|FLAG_b|FLAG_s)) {
    int c;

    TT.out = xmalloc(2*OUTSIZE);
    TT.rep = toybuf;
    TT.replen = toybuf+1024;
    // Show each byte mid-line once, to learn its form.
    TT.midline = 1;
    for (c = 0; c < 256; c++) {
      TT.used = 0;
      if (c != '\n' && (c != '\r' || FLAG(v) || !FLAG(E))) show(c);
      memcpy(TT.rep+4*c, TT.out, 4);
      TT.replen[c] = TT.used;
    }
    TT.used = TT.midline = 0;
  }
  loopfiles(toys.optargs, do_cat);
  if (TT.out) {
    if (TT.cr) {
      TT.out[TT.used++] = '\r';
      TT.cr = 0;
    }
    flush_out();
    free(TT.out);
  }
}
