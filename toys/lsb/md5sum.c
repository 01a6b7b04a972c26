/* md5sum.c - print or check MD5 and SHA message digests
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://refspecs.linuxfoundation.org/LSB_5.0.0/LSB-Core-generic/LSB-Core-generic/md5sum.html
 * Algorithms: RFC 1321 (MD5), FIPS 180-4 (SHA), FIPS 202 (SHA-3), RFC 7693
 * (BLAKE2b), in lib/hash.c. b2sum as GNU coreutils b2sum.
 * cksum: https://pubs.opengroup.org/onlinepubs/9699919799/utilities/cksum.html
 * and GNU coreutils 9's -a ALGO (all commands share one set of flags: the
 * options after cksum's own are the same for all, so FLAG_x are cksum's
 * when it is configured).

USE_CKSUM(NEWTOY(cksum, "l(length)#a(algorithm):(untagged)(tag)(status)(strict)(ignore-missing)b(binary)c(check)t(text)w(warn)z(zero)q(quiet)", TOYFLAG_USR|TOYFLAG_BIN))
USE_MD5SUM(NEWTOY(md5sum, "(tag)(status)(strict)(ignore-missing)b(binary)c(check)t(text)w(warn)z(zero)q(quiet)", TOYFLAG_USR|TOYFLAG_BIN))
USE_SHA1SUM(NEWTOY(sha1sum, "(tag)(status)(strict)(ignore-missing)b(binary)c(check)t(text)w(warn)z(zero)q(quiet)", TOYFLAG_USR|TOYFLAG_BIN))
USE_SHA224SUM(NEWTOY(sha224sum, "(tag)(status)(strict)(ignore-missing)b(binary)c(check)t(text)w(warn)z(zero)q(quiet)", TOYFLAG_USR|TOYFLAG_BIN))
USE_SHA256SUM(NEWTOY(sha256sum, "(tag)(status)(strict)(ignore-missing)b(binary)c(check)t(text)w(warn)z(zero)q(quiet)", TOYFLAG_USR|TOYFLAG_BIN))
USE_SHA384SUM(NEWTOY(sha384sum, "(tag)(status)(strict)(ignore-missing)b(binary)c(check)t(text)w(warn)z(zero)q(quiet)", TOYFLAG_USR|TOYFLAG_BIN))
USE_SHA512SUM(NEWTOY(sha512sum, "(tag)(status)(strict)(ignore-missing)b(binary)c(check)t(text)w(warn)z(zero)q(quiet)", TOYFLAG_USR|TOYFLAG_BIN))
USE_SHA3SUM(NEWTOY(sha3sum, "a#=224(tag)(status)(strict)(ignore-missing)b(binary)c(check)t(text)w(warn)z(zero)q(quiet)", TOYFLAG_USR|TOYFLAG_BIN))
USE_B2SUM(NEWTOY(b2sum, "l(length)#(tag)(status)(strict)(ignore-missing)b(binary)c(check)t(text)w(warn)z(zero)q(quiet)", TOYFLAG_USR|TOYFLAG_BIN))

config CKSUM
  bool "cksum"
  default y
  help
    usage: cksum [-a ALGO] [-l BITS] [-cwz] [--tag] [--untagged] [--status] [--quiet] [--strict] [--ignore-missing] [FILE...]

    Print the POSIX CRC (polynomial 0x04c11db7, with the length appended,
    inverted), the size in bytes and the name of each FILE (no name for
    stdin when there are no FILEs; "-" is stdin too).

    -a ALGO       crc (the default), sysv (as sum -s), bsd (as sum -r), or a
                  digest: md5 sha1 sha224 sha256 sha384 sha512 blake2b sm3,
                  printed as "MD5 (NAME) = DIGEST"
    -l, --length  BITS of a blake2b digest, a multiple of 8 up to 512
    --untagged    Digests as "DIGEST  NAME" (--tag: the default)
    -c, --check   Check digests in each FILE (needs a digest -a), with the
                  other options as md5sum's

config MD5SUM
  bool "md5sum"
  default y
  help
    usage: md5sum [-bctwz] [--tag] [--status] [--quiet] [--strict] [--ignore-missing] [FILE...]

    Print the MD5 digest of each FILE (or stdin, also for "-"), as
    "DIGEST  NAME". A NAME holding \, newline or carriage return is
    written escaped (\\ \n \r), its line starting with \.

    -b, --binary   Mark the name with * (no difference on Linux)
    -t, --text     Mark it with a space (the default)
    -z, --zero     End each line with NUL, not newline (names unescaped)
    --tag          BSD style lines: "MD5 (NAME) = DIGEST"
    -c, --check    Read digests from each FILE and check them: "NAME: OK"
                   or "NAME: FAILED" (both line formats above are read)
    With -c:
    -q, --quiet    don't print OK lines
    --status       print nothing, only set the exit status
    --strict       exit 1 for lines that aren't digest lines
    -w, --warn     warn about lines that aren't digest lines
    --ignore-missing  skip listed files that don't exist

config SHA1SUM
  bool "sha1sum"
  default y
  help
    usage: sha1sum [-bctwz] [--tag] [--status] [--quiet] [--strict] [--ignore-missing] [FILE...]

    Print or check SHA-1 digests: the same options as md5sum.

config SHA224SUM
  bool "sha224sum"
  default y
  help
    usage: sha224sum [-bctwz] [--tag] [--status] [--quiet] [--strict] [--ignore-missing] [FILE...]

    Print or check SHA-224 digests: the same options as md5sum.

config SHA256SUM
  bool "sha256sum"
  default y
  help
    usage: sha256sum [-bctwz] [--tag] [--status] [--quiet] [--strict] [--ignore-missing] [FILE...]

    Print or check SHA-256 digests: the same options as md5sum.

config SHA384SUM
  bool "sha384sum"
  default y
  help
    usage: sha384sum [-bctwz] [--tag] [--status] [--quiet] [--strict] [--ignore-missing] [FILE...]

    Print or check SHA-384 digests: the same options as md5sum.

config SHA512SUM
  bool "sha512sum"
  default y
  help
    usage: sha512sum [-bctwz] [--tag] [--status] [--quiet] [--strict] [--ignore-missing] [FILE...]

    Print or check SHA-512 digests: the same options as md5sum.

config SHA3SUM
  bool "sha3sum"
  default y
  help
    usage: sha3sum [-a BITS] [-bctwz] [--tag] [--status] [--quiet] [--strict] [--ignore-missing] [FILE...]

    Print or check SHA-3 digests: the same options as md5sum, and

    -a BITS  SHA3-224 (the default), SHA3-256, SHA3-384 or SHA3-512

config B2SUM
  bool "b2sum"
  default y
  help
    usage: b2sum [-l BITS] [-bctwz] [--tag] [--status] [--quiet] [--strict] [--ignore-missing] [FILE...]

    Print or check BLAKE2b digests: the same options as md5sum, and

    -l, --length BITS  Digest length, a multiple of 8 up to 512 (the
                       default); -c takes each line's from its digest
*/

#define FOR_md5sum
#include "toys.h"

#if CFG_CKSUM
#define CLEANUP_md5sum
#define FOR_cksum
#include <generated/flags.h>
#else
#define FLAG_l 0
#define FLAG_a 0
#define FLAG_untagged 0
#endif

GLOBALS(
  long bits;
  char *algo;

  char *buf, *tag;
  int type, hexlen, outlen, sum, tagged;
  long bad, unread, badlines, verified;
)

#define HBUF (128*1024)

static char *tags[] = {"MD5", "SHA1", "SHA224", "SHA256", "SHA384", "SHA512",
  "SHA3", "BLAKE2b", "SM3"};
static unsigned char hexlens[] = {32, 40, 56, 64, 96, 128, 0, 0, 64};

// Hash fd into hex (lowercase), return 0 or -1 with errno set.
static int hash_fd(int fd, char *hex)
{
  struct hash_ctx h;
  unsigned char dig[64];
  ssize_t len;
  int i, n;

  hash_init_len(&h, TT.type, TT.outlen);
  while ((len = read(fd, TT.buf, HBUF))) {
    if (len<0) {
      if (errno == EINTR) continue;
      return -1;
    }
    hash_update(&h, TT.buf, len);
  }
  n = hash_final(&h, dig);
  for (i = 0; i<n; i++) sprintf(hex+2*i, "%02x", dig[i]);

  return 0;
}

// Write name, escaped as \\ \n \r when esc is set.
static void show_name(char *name, int esc)
{
  for (; *name; name++) {
    if (esc && strchr("\\\n\r", *name))
      printf("\\%c", *name == '\\' ? '\\' : *name == '\n' ? 'n' : 'r');
    else putchar(*name);
  }
}

static void do_hash(int fd, char *name)
{
  char hex[129];
  int esc = !FLAG(z) && strpbrk(name, "\\\n\r");

  if (hash_fd(fd, hex)) return perror_msg_raw(name);
  if (esc) putchar('\\');
  if (TT.tagged) {
    printf("%s (", TT.tag);
    show_name(name, esc);
    printf(") = %s", hex);
  } else {
    printf("%s %c", hex, FLAG(b) ? '*' : ' ');
    show_name(name, esc);
  }
  putchar(FLAG(z) ? 0 : '\n');
}

// cksum's POSIX CRC (TT.sum 1), sum -s (2) and sum -r (3)
static void do_sum(int fd, char *name)
{
  unsigned long long size = 0, n;
  unsigned crc = 0;
  ssize_t len;

  while ((len = read(fd, TT.buf, HBUF))) {
    if (len<0) {
      if (errno == EINTR) continue;
      return perror_msg_raw(name);
    }
    if (TT.sum == 1) crc = cksum_crc(crc, TT.buf, len);
    else crc = (TT.sum == 2 ? sum_sysv : sum_bsd)(crc, TT.buf, len);
    size += len;
  }
  if (TT.sum == 1) {
    // then the length, least significant byte first, as few bytes as it takes
    for (n = size, len = 0; n; n >>= 8) TT.buf[len++] = n;
    printf("%u %llu", ~cksum_crc(crc, TT.buf, len), size);
  } else if (TT.sum == 2) {
    crc = (crc&0xffff)+(crc>>16);
    printf("%u %llu", (crc&0xffff)+(crc>>16), (size+511)/512);
  } else printf("%05u %5llu", crc, (size+1023)/1024);
  if (*toys.optargs) printf(" %s", name);
  putchar(FLAG(z) ? 0 : '\n');
}

// Undo show_name()'s escapes in place; 0 for a bad escape.
static int unescape_name(char *s)
{
  char *out = s;

  for (; *s; s++) {
    if (*s == '\\') {
      s++;
      if (*s == '\\') *out++ = '\\';
      else if (*s == 'n') *out++ = '\n';
      else if (*s == 'r') *out++ = '\r';
      else return 0;
    } else *out++ = *s;
  }
  *out = 0;

  return 1;
}

// Split a -c line into digest and name, 0 if it is no digest line.
static int parse_line(char *line, char **hex, char **name)
{
  int esc = 0, len, i;
  char *s;

  if (*line == '\\') esc = !!line++;
  // cksum -c without -a: tagged lines of any algorithm
  if (TT.sum<0) {
    for (i = 0; i<=HASH_SM3; i++) {
      len = strlen(tags[i]);
      if (i != HASH_SHA3 && !strncmp(line, tags[i], len)
          && (!strncmp(line+len, " (", 2)
            || (i == HASH_BLAKE2B && line[len] == '-'))) break;
    }
    if (i>HASH_SM3) return 0;
    TT.tag = tags[TT.type = i];
    if (hexlens[i]) TT.outlen = (TT.hexlen = hexlens[i])/2;
  }
  len = strlen(TT.tag);
  // b2sum: BLAKE2b or BLAKE2b-BITS, any length of digest
  if (TT.type == HASH_BLAKE2B) {
    len = 7;
    TT.hexlen = 128;
    if (!strncmp(line, "BLAKE2b-", 8) && (TT.hexlen = atoi(line+8)/4)) {
      while (isdigit(line[++len]));
      if (TT.hexlen*4 != atoi(line+8)) return 0;
    }
  }
  if (!strncmp(line, TT.tag, TT.type == HASH_BLAKE2B ? 7 : len)
      && !strncmp(line+len, " (", 2)
      && (s = strstr(line, ") = "))) {
    // the name may hold ") = ": the digest is after the last one
    while (strstr(s+1, ") = ")) s = strstr(s+1, ") = ");
    *s = 0;
    *name = line+len+2;
    *hex = s+4;
  } else {
    *hex = line;
    if (TT.type == HASH_BLAKE2B) TT.hexlen = strcspn(line, " ");
    s = line+TT.hexlen;
    if (strlen(line)<TT.hexlen+2 || *s != ' ') return 0;
    *s++ = 0;
    if (*s == ' ' || *s == '*') s++;
    *name = s;
  }
  if (strlen(*hex) != TT.hexlen || strspn(*hex, "0123456789abcdefABCDEF")
      != TT.hexlen || !**name) return 0;
  if (TT.type == HASH_BLAKE2B) {
    if (!TT.hexlen || TT.hexlen>128 || (TT.hexlen&1)) return 0;
    TT.outlen = TT.hexlen/2;
  }

  return !esc || unescape_name(*name);
}

// Print "WARNING: N thing(s) ..." if N isn't 0
static void warn(long n, char *one, char *many)
{
  if (n && !FLAG(status)) fprintf(stderr, "%s: WARNING: %ld %s\n", toys.which->name, n,
    n == 1 ? one : many);
}

static void do_check(FILE *fp, char *name)
{
  char *line = 0, *hex, *file, sum[129];
  size_t size = 0;
  ssize_t len;
  long lineno = 0, good = 0;
  int fd, ok;

  while ((len = getline(&line, &size, fp))>0) {
    lineno++;
    if (line[len-1] == '\n') line[--len] = 0;
    if (len && line[len-1] == '\r') line[--len] = 0;
    if (!parse_line(line, &hex, &file)) {
      TT.badlines++;
      if (FLAG(w)) {
        fflush(stdout);
        fprintf(stderr, "%s: %s: %ld: improperly formatted %s checksum line\n",
          toys.which->name, name, lineno, TT.tag);
      }
      continue;
    }
    good++;
    if (-1 == (fd = open(file, O_RDONLY|O_CLOEXEC))) {
      if (FLAG(ignore_missing) && errno == ENOENT) continue;
    } else if (hash_fd(fd, sum)) {
      close(fd);
      fd = -1;
    }
    if (fd == -1) {
      perror_msg_raw(file);
      TT.unread++;
      if (!FLAG(status)) printf("%s: FAILED open or read\n", file);
      continue;
    }
    close(fd);
    if (!(ok = !strcasecmp(hex, sum))) TT.bad++;
    else TT.verified++;
    if (FLAG(status) || (ok && FLAG(q))) continue;
    if (strchr(file, '\n')) putchar('\\');
    show_name(file, !!strchr(file, '\n'));
    printf(": %s\n", ok ? "OK" : "FAILED");
  }
  free(line);

  if (!strcmp(name, "-")) name = "'standard input'";
  fflush(stdout);
  if (!good) {
    error_msg("%s: no properly formatted checksum lines found", name);
    return;
  }
  warn(TT.badlines, "line is improperly formatted",
    "lines are improperly formatted");
  warn(TT.unread, "listed file could not be read",
    "listed files could not be read");
  warn(TT.bad, "computed checksum did NOT match",
    "computed checksums did NOT match");
  if (FLAG(ignore_missing) && !TT.verified) {
    if (!FLAG(status)) error_msg("%s: no file was verified", name);
    toys.exitval = 1;
  }
  if (TT.bad || TT.unread || (FLAG(strict) && TT.badlines)) toys.exitval = 1;
  TT.bad = TT.unread = TT.badlines = TT.verified = 0;
}

// An option given later overrides the others of its group
static void last(char *opt)
{
  char *name[] = {"b", "binary", "t", "text", "status", "q", "quiet", "w",
    "warn", "tag", "untagged"};
  long long flag[] = {FLAG_b, FLAG_b, FLAG_t, FLAG_t, FLAG_status, FLAG_q,
    FLAG_q, FLAG_w, FLAG_w, FLAG_tag, FLAG_untagged}, grp;
  int i;

  for (i = 0; i<11; i++) if (!strcmp(opt, name[i])) {
    grp = i<4 ? FLAG_b|FLAG_t : i<9 ? FLAG_status|FLAG_q|FLAG_w
      : FLAG_tag|FLAG_untagged;
    toys.optflags = (toys.optflags&~grp)|flag[i];
  }
}

void md5sum_main(void)
{
  char *names[] = {"md5", "sha1", "sha224", "sha256", "sha384", "sha512",
    "sha3", "b2"},
    *opts[] = {"status", "quiet", "strict", "warn", "ignore-missing"};
  long long only[] = {FLAG_status, FLAG_q, FLAG_strict, FLAG_w,
    FLAG_ignore_missing};
  char **arg, *algos[] = {"md5", "sha1", "sha224", "sha256", "sha384",
    "sha512", "", "blake2b", "sm3", "crc", "sysv", "bsd"};
  int i;

  for (i = 0; i<7; i++)
    if (strstart((char *[]){toys.which->name}, names[i])
        && !strcmp(toys.which->name+strlen(names[i]), "sum")) break;
  if (*toys.which->name == 'c') {
    for (i = 0; i<12; i++)
      if (!strcmp(TT.algo ? : "crc", algos[i]) && *algos[i]) break;
    if (i == 12) {
      error_msg("invalid argument '%s' for '--algorithm'", TT.algo);
      fprintf(stderr, "Valid arguments are:\n  - 'bsd'\n  - 'sysv'\n"
        "  - 'crc'\n");
      for (i = 0; i<9; i++)
        if (*algos[i]) fprintf(stderr, "  - '%s'\n", algos[i]);
      help_exit(0);
    }
    if (FLAG(b) || FLAG(t)) help_exit("invalid option -- '%c'", FLAG(b) ? 'b' : 't');
    if (FLAG(l) && i != HASH_BLAKE2B)
      error_exit("--length is only supported with --algorithm=blake2b");
    // -c without -a: each line's tag gives its algorithm
    if (FLAG(c) && !TT.algo) TT.sum = -1, i = 0;
    if (i>HASH_SM3) {
      if (FLAG(c)) error_exit("--check is not supported with "
        "--algorithm={bsd,sysv,crc}");
      TT.sum = i-HASH_SM3;
      TT.buf = xmalloc(HBUF);
      loopfiles(toys.optargs, do_sum);
      return free(TT.buf);
    }
    TT.tagged = 1;
  }
  TT.type = i;
  TT.tag = TT.sum<0 ? "CRC" : tags[i];
  if (hexlens[i]) TT.hexlen = hexlens[i];
  else if (i == HASH_SHA3) {
    if (TT.bits != 224 && TT.bits != 256 && TT.bits != 384 && TT.bits != 512)
      help_exit("-a must be 224, 256, 384 or 512");
    TT.tag = xmprintf("SHA3-%ld", TT.bits);
  } else {
    if (!TT.bits) TT.bits = 512;
    if (TT.bits<0 || TT.bits>512 || TT.bits%8) {
      error_msg("invalid length: '%ld'", TT.bits);
      error_exit(TT.bits%8 ? "length is not a multiple of 8"
        : "maximum digest length for 'BLAKE2b' is 512 bits");
    }
    if (TT.bits != 512) TT.tag = xmprintf("BLAKE2b-%ld", TT.bits);
  }
  if (!hexlens[i]) TT.hexlen = TT.bits/4;
  TT.outlen = TT.hexlen/2;
  TT.buf = xmalloc(HBUF);

  // Of -b and -t, and of --status, --quiet and -w, the last one counts
  for (arg = toys.argv+1; *arg && strcmp(*arg, "--"); arg++) {
    if (**arg != '-') continue;
    if (arg[0][1] == '-') last(*arg+2);
    else for (i = 1; arg[0][i]; i++) last((char []){arg[0][i], 0});
  }
  if (FLAG(tag)) TT.tagged = 1;
  if (FLAG(untagged)) TT.tagged = 0;

  if (FLAG(c)) {
    if (FLAG(tag) && *toys.which->name != 'c')
      help_exit("the --tag option is meaningless when verifying checksums");
    if (FLAG(b) || FLAG(t)) help_exit("the --binary and --text options are "
      "meaningless when verifying checksums");
    if (FLAG(z))
      help_exit("the --zero option is not supported when verifying checksums");
    loopfiles_fp(toys.optargs, do_check);
  } else {
    for (i = 0; i<5; i++) if (toys.optflags&only[i])
      help_exit("the --%s option is meaningful only when verifying checksums",
        opts[i]);
    if (TT.tagged && FLAG(t))
      help_exit("--tag does not support --text mode");
    loopfiles(toys.optargs, do_hash);
  }
  free(TT.buf);
}

void cksum_main(void) { md5sum_main(); }
void sha1sum_main(void) { md5sum_main(); }
void sha224sum_main(void) { md5sum_main(); }
void sha256sum_main(void) { md5sum_main(); }
void sha384sum_main(void) { md5sum_main(); }
void sha512sum_main(void) { md5sum_main(); }
void sha3sum_main(void) { md5sum_main(); }
void b2sum_main(void) { md5sum_main(); }
