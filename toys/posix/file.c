/* file.c - say what kind of file each argument is
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/file.html
 *
 * Descriptions use GNU file's leading words; where GNU goes into more detail
 * (gzip names and dates, ELF BuildIDs and ABI notes) we stop earlier.

USE_FILE(NEWTOY(file, "<1bhL[-hL]", TOYFLAG_USR|TOYFLAG_BIN))

config FILE
  bool "file"
  default y
  help
    usage: file [-bhL] FILE...

    Describe the type of each FILE ("-" reads stdin): ELF binaries (class,
    byte order, type, machine, linking, interpreter, stripped), scripts,
    text (ASCII, UTF-8, ISO-8859, line terminators), archives and
    compressed data (ar, cpio, tar, zip/jar/apk, gzip, bzip2, xz, zstd),
    images (PNG, GIF, JPEG), PDF, Java class, Android dex, and special files.

    -b  Brief: don't print the file name
    -h  Describe symbolic links themselves (default)
    -L  Follow symbolic links
*/

#define FOR_file
#include "toys.h"
#include <sys/sysmacros.h>

GLOBALS(
  char *buf, *sep;
  long len;
  char pre[32];
)

#define BUFLEN 65536

// "NAME: ", and the setuid, setgid, sticky bits the way GNU puts them:
// "setuid ELF...", "sticky, directory", "setuid , ASCII text".
static void start(char *name)
{
  if (!FLAG(b)) xprintf("%s: ", name);
  if (*TT.pre) xprintf("%s%s", TT.pre, TT.sep);
}

static void out(char *name, char *fmt, ...)
  __attribute__((format(printf, 2, 3)));
static void out(char *name, char *fmt, ...)
{
  va_list va;

  start(name);
  va_start(va, fmt);
  vprintf(fmt, va);
  va_end(va);
  xputc('\n');
}

static char *elf_arch(int m)
{
  static int nums[] = {2, 3, 8, 20, 21, 22, 40, 42, 50, 62, 183, 243, 258};
  static char *names[] = {"SPARC", "Intel 80386", "MIPS",
    "PowerPC or cisco 4500", "64-bit PowerPC or cisco 7500", "IBM S/390",
    "ARM", "Renesas SH", "IA-64", "x86-64", "ARM aarch64", "UCB RISC-V",
    "LoongArch"};
  int i;

  for (i = 0; i < (int)(sizeof(nums)/sizeof(*nums)); i++) if (nums[i] == m) return names[i];

  return 0;
}

// Describe an ELF file: header, then program and section headers via pread.
static void do_elf(int fd, char *name)
{
  char *b = TT.buf, *s, interp[256] = "";
  int bits = b[4] == 2 ? 64 : 32, le = b[5] != 2, type, mach, i, j,
    phnum, shnum, phsize, shsize, dyn = 0, pie = 0, android = 0, symtab = 0,
    flags1 = 0, needed = 0;
  long long phoff, shoff;
  int64_t (*get)(const void *, unsigned) = le ? peek_le : peek_be;
  char hdr[64];

  type = get(b+16, 2);
  mach = get(b+18, 2);
  phoff = get(b+(bits == 64 ? 32 : 28), bits/8);
  shoff = get(b+(bits == 64 ? 40 : 32), bits/8);
  phsize = get(b+(bits == 64 ? 54 : 42), 2);
  phnum = get(b+(bits == 64 ? 56 : 44), 2);
  shsize = get(b+(bits == 64 ? 58 : 46), 2);
  shnum = get(b+(bits == 64 ? 60 : 48), 2);

  // Program headers: interpreter, dynamic section (PIE flag), notes.
  for (i = 0; i < phnum && phsize >= (bits == 64 ? 56 : 32); i++) {
    long long off, sz, p = phoff+(long long)i*phsize;
    int pt;

    if (pread(fd, hdr, 56, p) < (bits == 64 ? 56 : 32)) break;
    pt = get(hdr, 4);
    off = get(hdr+(bits == 64 ? 8 : 4), bits/8);
    sz = get(hdr+(bits == 64 ? 32 : 16), bits/8);
    if (pt == 3) {  // PT_INTERP
      if (sz > sizeof(interp)-1) sz = sizeof(interp)-1;
      if (sz > 0 && pread(fd, interp, sz, off) == sz) interp[sz] = 0;
      else *interp = 0;
      if (strstart(&(char *){interp}, "/system/bin/linker")) android = 1;
    } else if (pt == 2) {  // PT_DYNAMIC
      int esz = bits/4;
      char *d;

      dyn = 1;
      if (sz > 1<<20 || sz < 0) continue;
      d = xmalloc(sz+1);
      if (pread(fd, d, sz, off) == sz)
        for (j = 0; j+esz <= sz; j += esz) {
          long long tag = get(d+j, bits/8);

          if (tag == 1) needed++;  // DT_NEEDED
          if (tag == 0x6ffffffb) {  // DT_FLAGS_1, and its DF_1_PIE
            flags1 = 1;
            if (get(d+j+bits/8, bits/8) & 0x08000000) pie = 1;
          }
        }
      free(d);
    } else if (pt == 4 && sz > 12 && sz < 65536) {  // PT_NOTE
      char *n = xmalloc(sz);

      if (pread(fd, n, sz, off) == sz) {
        for (j = 0; j+12 < sz;) {
          int nsz = get(n+j, 4), dsz = get(n+j+4, 4);

          if (nsz < 0 || dsz < 0) break;
          if (nsz == 8 && j+20 <= sz && !memcmp(n+j+12, "Android", 8))
            android = 1;
          j += 12+((nsz+3)&~3)+((dsz+3)&~3);
        }
      }
      free(n);
    }
  }
  // Section headers: a symbol table means "not stripped".
  for (i = 0; i < shnum && shsize >= (bits == 64 ? 64 : 40); i++)
    if (pread(fd, hdr, 8, shoff+(long long)i*shsize) == 8
        && get(hdr+4, 4) == 2) symtab = 1;

  if (type == 1) s = "relocatable";
  else if (type == 2) s = "executable";
  else if (type == 3) s = pie ? "pie executable" : "shared object";
  else if (type == 4) s = "core file";
  else s = "unknown type";
  start(name);
  xprintf("ELF %d-bit %cSB %s, ", bits, le ? 'L' : 'M', s);
  if ((s = elf_arch(mach))) xprintf("%s", s);
  else xprintf("unknown machine %d", mach);
  xprintf(", version %d", b[6]);
  if (!b[7]) xprintf(" (SYSV)");
  else if (b[7] == 3) xprintf(" (GNU/Linux)");
  else xprintf(" (ABI %d)", b[7]);
  if ((type == 2 || type == 3) && phnum) {
    // (GNU's rule: with DT_FLAGS_1 but neither interpreter nor libraries)
    if (type == 3 && flags1 && !needed && !*interp)
      xprintf(", static-pie linked");
    else if (dyn || *interp) xprintf(", dynamically linked");
    else xprintf(", statically linked");
    if (*interp) xprintf(", interpreter %s", interp);
    if (android) xprintf(", for Android");
  }
  if (type != 4 && shnum) xprintf(", %sstripped", symtab ? "not " : "");
  xputc('\n');
}

// Text: ASCII, UTF-8, ISO-8859 or 0 (not text), and its line terminators.
static char *text_kind(char *desc, char *with)
{
  unsigned char *b = (void *)TT.buf;
  long i, cr = 0, crlf = 0, lf = 0, line = 0, longest = 0;
  int high = 0, iso = 0, len, esc = 0, bs = 0;
  unsigned wc;

  for (i = 0; i < TT.len; i++) {
    // Line lengths in characters, a CR or LF ends one
    if (b[i] == '\n' || b[i] == '\r') line = 0;
    else if (++line > longest) longest = line;
    if (b[i] >= 0x80) {
      len = utf8towc(&wc, (char *)b+i, TT.len-i);
      if (len > 1) {
        high = 1;
        i += len-1;
      } else if (b[i] >= 0xa0) iso = 1;
      // a character cut by the end of the buffer is fine
      else if (len < 0 && TT.len-i < 4 && TT.len == BUFLEN) high = 1;
      else return 0;
    } else if (b[i] == '\n') {
      lf++;
      if (i && b[i-1] == '\r') crlf++;
    } else if (b[i] == '\r') cr++;
    else if (b[i] == '\033') esc = 1;
    else if (b[i] == '\b') bs = 1;
    else if (b[i] < 32 && !strchr("\t\f\v\a", b[i])) return 0;
    else if (b[i] == 127) return 0;
  }
  if (iso && high) return 0;
  strcpy(desc, iso ? "ISO-8859 text" : high ? "Unicode text, UTF-8 text"
    : "ASCII text");
  // What GNU adds: line terminators, escape sequences, backspaces
  *with = 0;
  if (longest > 300) sprintf(with, ", with very long lines (%ld)", longest);
  if (crlf) strcat(with, crlf == lf && cr == crlf
    ? ", with CRLF line terminators" : ", with CRLF, LF line terminators");
  else if (cr && !lf) strcat(with, ", with CR line terminators");
  else if (!lf && !cr) strcat(with, ", with no line terminators");
  if (esc) strcat(with, ", with escape sequences");
  if (bs) strcat(with, ", with overstriking");

  return desc;
}

static void do_script(char *name, char *text, char *with)
{
  char *b = TT.buf+2, *end, *word, *base, *kind = 0, tmp[100];
  while (*b == ' ' || *b == '\t') b++;
  for (end = b; end < TT.buf+TT.len && !isspace(*end); end++);
  word = xstrndup(b, end-b);
  base = strrchr(word, '/');
  base = base ? base+1 : word;
  // "#!/usr/bin/env [-S] NAME": NAME is the interpreter.
  if (!strcmp(base, "env")) {
    do {
      for (b = end; b < TT.buf+TT.len && (*b == ' ' || *b == '\t'); b++);
      for (end = b; end < TT.buf+TT.len && !isspace(*end); end++);
    } while (*b == '-' && end < TT.buf+TT.len && *end != '\n');
    if (b == end || *b == '-') b = end = 0;
    if (b) {
      free(word);
      base = word = xstrndup(b, end-b);
    }
  }
  if (!strcmp(base, "sh")) kind = "POSIX shell script";
  else if (!strcmp(base, "bash")) kind = "Bourne-Again shell script";
  else if (!strcmp(base, "zsh")) kind = "Paul Falstad's zsh script";
  else if (!strcmp(base, "ksh") || !strcmp(base, "mksh"))
    kind = "Korn shell script";
  else if (!strncmp(base, "python", 6)) kind = "Python script";
  else if (!strncmp(base, "perl", 4)) {
    // (GNU's words for these two)
    free(word);
    return out(name, "Perl script text executable");
  } else if (!strcmp(base, "node") || !strcmp(base, "nodejs")) {
    free(word);
    return out(name, "Node.js script executable, %s%s", text, with);
  } else if (!strncmp(base, "ruby", 4)) kind = "Ruby script";
  else if (!strcmp(base, "awk")) kind = "awk script";
  else if (!strcmp(base, "gawk")) kind = "GNU awk script";
  else if (!strcmp(base, "nawk")) kind = "new awk script";
  else if (!strncmp(base, "tclsh", 5) || !strncmp(base, "wish", 4))
    kind = "Tcl/Tk script";
  else if (!strncmp(base, "lua", 3)) kind = "Lua script";
  else if (!strncmp(base, "php", 3)) kind = "PHP script";
  else if (!strcmp(base, "tcsh")) kind = "Tenex C shell script";
  else if (!strcmp(base, "fish")) kind = "fish shell script";
  else if (!strcmp(base, "make")) kind = "makefile script";
  else {
    snprintf(tmp, sizeof(tmp), "a %.80s script", word);
    kind = tmp;
  }
  out(name, "%s, %s executable%s", kind, text, with);
  free(word);
}

// A tar header from before ustar: only its checksum says so
static int old_tar(char *b)
{
  unsigned sum = 0, want = 0;
  int i;

  for (i = 0; i < 512; i++)
    sum += (i >= 148 && i < 156) ? ' ' : (unsigned char)b[i];
  for (i = 148; i < 156 && b[i] == ' '; i++);
  if (i == 156 || !b[i] || b[i] < '0' || b[i] > '7') return 0;
  for (; i < 156 && b[i] >= '0' && b[i] <= '7'; i++) want = want*8+b[i]-'0';

  return sum == want && *b;
}

static void do_data(int fd, char *name)
{
  char *b = TT.buf, desc[128], with[128];
  long len = TT.len;

  if (!len) {
    TT.sep = ", ";
    return out(name, "empty");
  }
  if (len >= 20 && !memcmp(b, "\177ELF", 4) && (b[4] == 1 || b[4] == 2))
    return do_elf(fd, name);
  if (len >= 2 && !memcmp(b, "\x1f\x8b", 2))
    return out(name, "gzip compressed data");
  if (len >= 4 && !memcmp(b, "BZh", 3) && b[3] >= '1' && b[3] <= '9')
    return out(name, "bzip2 compressed data, block size = %c00k", b[3]);
  if (len >= 6 && !memcmp(b, "\xfd" "7zXZ\0", 6))
    return out(name, "XZ compressed data");
  if (len >= 4 && !memcmp(b, "\x28\xb5\x2f\xfd", 4))
    return out(name, "Zstandard compressed data");
  if (len >= 30 && !memcmp(b, "PK\3\4", 4)) {
    int nlen = peek_le(b+26, 2);
    char *n = b+30;

    if (30+nlen <= len) {
      if ((nlen >= 8 && !memcmp(n, "META-INF", 8))
          || (nlen == 20 && !memcmp(n, "META-INF/MANIFEST.MF", 20)))
        return out(name, "Java archive data (JAR)");
      if (memmem(b, len, "AndroidManifest.xml", 19))
        return out(name, "Android package (APK)");
    }
    return out(name, "Zip archive data, at least v%d.%d to extract",
      (int)peek_le(b+4, 2)/10, (int)peek_le(b+4, 2)%10);
  }
  if (len >= 265 && !memcmp(b+257, "ustar", 5)) return out(name,
    "POSIX tar archive%s", !memcmp(b+262, "  ", 2) ? " (GNU)" : "");
  if (len >= 6 && !memcmp(b, "07070", 5) && strchr("127", b[5]))
    return out(name, "ASCII cpio archive (%s)", b[5] == '7'
      ? "pre-SVR4 or odc" : b[5] == '1' ? "SVR4 with no CRC"
      : "SVR4 with CRC");
  if (len >= 2 && (peek_le(b, 2) == 070707 || peek_be(b, 2) == 070707)) {
    unsigned short magic;

    memcpy(&magic, b, 2);
    return out(name, "%scpio archive", magic == 070707 ? "" : "byte-swapped ");
  }
  if (len >= 13 && !memcmp(b, "\x5d\0\0", 3)) {
    long long size = peek_le(b+5, 8);

    if (size == -1) return out(name, "LZMA compressed data, streamed");
    return out(name, "LZMA compressed data, non-streamed, size %lld", size);
  }
  if (len >= 512 && old_tar(b)) return out(name, "tar archive");
  if (len >= 8 && !memcmp(b, "!<arch>\n", 8))
    return out(name, "current ar archive");
  if (len >= 26 && !memcmp(b, "\x89PNG\r\n\x1a\n", 8)
      && !memcmp(b+12, "IHDR", 4)) {
    int ct = (unsigned char)b[25];
    char *c[] = {"grayscale", "", "/color RGB", "colormap", "gray+alpha", "",
      "/color RGBA"};

    return out(name, "PNG image data, %u x %u, %d-bit%s%s, %sinterlaced",
      (unsigned)peek_be(b+16, 4), (unsigned)peek_be(b+20, 4),
      (unsigned char)b[24],
      (ct < 7 && *c[ct] != '/') ? " " : "", ct < 7 ? c[ct] : "",
      len > 28 && b[28] ? "" : "non-");
  }
  if (len >= 3 && !memcmp(b, "\xff\xd8\xff", 3))
    return out(name, "JPEG image data");
  if (len >= 10 && (!memcmp(b, "GIF87a", 6) || !memcmp(b, "GIF89a", 6)))
    return out(name, "GIF image data, version %.3s, %d x %d", b+3,
      (int)peek_le(b+6, 2), (int)peek_le(b+8, 2));
  if (len >= 8 && !memcmp(b, "%PDF-", 5)) {
    int i;

    for (i = 5; i < len && i < 12 && (isdigit(b[i]) || b[i] == '.'); i++);
    return out(name, "PDF document, version %.*s", i-5, b+5);
  }
  if (len >= 8 && !memcmp(b, "\xca\xfe\xba\xbe", 4) && peek_be(b+6, 2) >= 45) {
    int major = peek_be(b+6, 2), minor = peek_be(b+4, 2);

    if (major < 49) return out(name, "compiled Java class data, version %d.%d",
      major, minor);
    if (major <= 52) return out(name,
      "compiled Java class data, version %d.%d (Java 1.%d)", major, minor,
      major-44);
    return out(name, "compiled Java class data, version %d.%d (Java SE %d)",
      major, minor, major-44);
  }
  if (len >= 8 && !memcmp(b, "dex\n", 4) && isdigit(b[4]) && isdigit(b[5])
      && isdigit(b[6]) && !b[7])
    return out(name, "Dalvik dex file version %.3s", b+4);
  if (text_kind(desc, with)) {
    if (len > 2 && b[0] == '#' && b[1] == '!')
      return do_script(name, desc, with);
    TT.sep = " , ";
    return out(name, "%s%s", desc, with);
  }
  out(name, "data");
}

static void do_file(char *name)
{
  struct stat st;
  int fd = -1;
  char *shown = name;

  *TT.pre = 0;
  TT.sep = " ";
  if (!strcmp(name, "-")) {
    fd = 0;
    shown = "/dev/stdin";
    if (fstat(0, &st)) return perror_msg("%s", shown);
  } else if ((FLAG(L) ? stat : lstat)(name, &st)) {
    // -L on a dangling link describes the link
    if (FLAG(L) && !lstat(name, &st) && S_ISLNK(st.st_mode)) {
      char *t = xreadlink(name);

      out(name, "broken symbolic link to %s", t);
      return free(t);
    }
    return perror_msg("%s", name);
  }
  if (S_ISLNK(st.st_mode)) {
    char *t = xreadlink(name);

    out(name, "symbolic link to %s", t);
    return free(t);
  }
  if (st.st_mode & S_ISUID) strcat(TT.pre, ", setuid");
  if (st.st_mode & S_ISGID) strcat(TT.pre, ", setgid");
  if (st.st_mode & S_ISVTX) strcat(TT.pre, ", sticky");
  if (*TT.pre) memmove(TT.pre, TT.pre+2, strlen(TT.pre+1));
  TT.sep = S_ISREG(st.st_mode) ? " " : ", ";
  if (S_ISDIR(st.st_mode)) return out(shown, "directory");
  if (S_ISCHR(st.st_mode)) return out(shown, "character special (%u/%u)",
    major(st.st_rdev), minor(st.st_rdev));
  if (S_ISBLK(st.st_mode)) return out(shown, "block special (%u/%u)",
    major(st.st_rdev), minor(st.st_rdev));
  if (S_ISFIFO(st.st_mode) && fd) return out(shown, "fifo (named pipe)");
  if (S_ISSOCK(st.st_mode)) return out(shown, "socket");
  if (fd && (fd = open(name, O_RDONLY)) < 0) return perror_msg("%s", name);
  TT.len = readall(fd, TT.buf, BUFLEN);
  if (TT.len < 0) perror_msg("%s", shown);
  else do_data(fd, shown);
  if (fd) close(fd);
}

void file_main(void)
{
  char **arg;

  TT.buf = xmalloc(BUFLEN+1);
  for (arg = toys.optargs; *arg; arg++) do_file(*arg);
  // (freed for the fuzz harness, which runs file again in the same process)
  free(TT.buf);
}
