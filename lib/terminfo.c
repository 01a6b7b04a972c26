/* terminfo.c - read terminal descriptions, expand parameterized strings
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * For tput, clear and reset. Reads the compiled terminfo format (see
 * term(5)), with a few entries built in for systems without a database.
 */

#include "toys.h"

#define ARRAY_LEN(a) (int)(sizeof(a)/sizeof(*(a)))

// Capability names in the order the compiled format stores them (term(5))
static const char ti_bools[] =
  "bw am xsb xhp xenl eo gn hc km hs in da db mir msgr os eslok xt hz ul xon "
  "nxon mc5i chts nrrmc npc ndscr ccc bce hls xhpa crxm daisy xvpa sam cpix "
  "lpix OTbs OTns OTnc OTMT OTNL OTpt OTxr ";

static const char ti_nums[] =
  "cols it lines lm xmc pb vt wsl nlab lh lw ma wnum colors pairs ncv bufsz "
  "spinv spinh maddr mjump mcs mls npins orc orl orhi orvi cps widcs btns "
  "bitwin bitype OTug OTdC OTdN OTdB OTdT OTkn ";

static const char ti_strs[] =
  "cbt bel cr csr tbc clear el ed hpa cmdch cup cud1 home civis cub1 mrcup "
  "cnorm cuf1 ll cuu1 cvvis dch1 dl1 dsl hd smacs blink bold smcup smdc dim "
  "smir invis prot rev smso smul ech rmacs sgr0 rmcup rmdc rmir rmso rmul "
  "flash ff fsl is1 is2 is3 if ich1 il1 ip kbs ktbc kclr kctab kdch1 kdl1 "
  "kcud1 krmir kel ked kf0 kf1 kf10 kf2 kf3 kf4 kf5 kf6 kf7 kf8 kf9 khome "
  "kich1 kil1 kcub1 kll knp kpp kcuf1 kind kri khts kcuu1 rmkx smkx lf0 lf1 "
  "lf10 lf2 lf3 lf4 lf5 lf6 lf7 lf8 lf9 rmm smm nel pad dch dl cud ich indn "
  "il cub cuf rin cuu pfkey pfloc pfx mc0 mc4 mc5 rep rs1 rs2 rs3 rf rc vpa "
  "sc ind ri sgr hts wind ht tsl uc hu iprog ka1 ka3 kb2 kc1 kc3 mc5p rmp "
  "acsc pln kcbt smxon rmxon smam rmam xonc xoffc enacs smln rmln kbeg kcan "
  "kclo kcmd kcpy kcrt kend kent kext kfnd khlp kmrk kmsg kmov knxt kopn kopt"
  " kprv kprt krdo kref krfr krpl krst kres ksav kspd kund kBEG kCAN kCMD "
  "kCPY kCRT kDC kDL kslt kEND kEOL kEXT kFND kHLP kHOM kIC kLFT kMSG kMOV "
  "kNXT kOPT kPRV kPRT kRDO kRPL kRIT kRES kSAV kSPD kUND rfi kf11 kf12 kf13 "
  "kf14 kf15 kf16 kf17 kf18 kf19 kf20 kf21 kf22 kf23 kf24 kf25 kf26 kf27 kf28"
  " kf29 kf30 kf31 kf32 kf33 kf34 kf35 kf36 kf37 kf38 kf39 kf40 kf41 kf42 "
  "kf43 kf44 kf45 kf46 kf47 kf48 kf49 kf50 kf51 kf52 kf53 kf54 kf55 kf56 kf57"
  " kf58 kf59 kf60 kf61 kf62 kf63 el1 mgc smgl smgr fln sclk dclk rmclk cwin "
  "wingo hup dial qdial tone pulse hook pause wait u0 u1 u2 u3 u4 u5 u6 u7 u8"
  " u9 op oc initc initp scp setf setb cpi lpi chr cvr defc swidm sdrfq sitm "
  "slm smicm snlq snrmq sshm ssubm ssupm sum rwidm ritm rlm rmicm rshm rsubm "
  "rsupm rum mhpa mcud1 mcub1 mcuf1 mvpa mcuu1 porder mcud mcub mcuf mcuu scs"
  " smgb smgbp smglp smgrp smgt smgtp sbim scsd rbim rcsd subcs supcs docr "
  "zerom csnm kmous minfo reqmp getm setaf setab pfxl devt csin s0ds s1ds "
  "s2ds s3ds smglr smgtb birep binel bicr colornm defbi endbi setcolor slines"
  " dispc smpch rmpch smsc rmsc pctrm scesc scesa ehhlm elhlm elohlm erhlm "
  "ethlm evhlm sgr1 slength "
  "OTi2 OTrs OTnl OTbc OTko OTma OTG2 OTG3 OTG1 OTG4 OTGR OTGL OTGU OTGD OTGH "
  "OTGV OTGC meml memu box1 ";

// Built in entries (terminfo source syntax), from the usual descriptions
static const char *ti_builtin[] = {
  "xterm|xterm terminal emulator (X Window System),"
  "am,bce,km,xenl,colors#8,cols#80,it#8,lines#24,pairs#64,bel=^G,"
  "blink=\\E[5m,bold=\\E[1m,civis=\\E[?25l,clear=\\E[H\\E[2J,"
  "cnorm=\\E[?12l\\E[?25h,cr=\\r,csr=\\E[%i%p1%d;%p2%dr,cub=\\E[%p1%dD,"
  "cub1=^H,cud=\\E[%p1%dB,cud1=\\n,cuf=\\E[%p1%dC,cuf1=\\E[C,"
  "cup=\\E[%i%p1%d;%p2%dH,cuu=\\E[%p1%dA,cuu1=\\E[A,dch1=\\E[P,dim=\\E[2m,"
  "dl1=\\E[M,ech=\\E[%p1%dX,ed=\\E[J,el=\\E[K,el1=\\E[1K,home=\\E[H,"
  "hpa=\\E[%i%p1%dG,ht=^I,il1=\\E[L,ind=\\n,is2=\\E[!p\\E[?3;4l\\E[4l\\E>,"
  "kbs=^?,kcub1=\\EOD,kcud1=\\EOB,kcuf1=\\EOC,kcuu1=\\EOA,kend=\\EOF,"
  "khome=\\EOH,mgc=\\E[?69l,op=\\E[39;49m,rc=\\E8,rev=\\E[7m,ri=\\EM,"
  "rmcup=\\E[?1049l\\E[23;0;0t,rmkx=\\E[?1l\\E>,rmso=\\E[27m,rmul=\\E[24m,"
  "rs1=\\Ec,rs2=\\E[!p\\E[?3;4l\\E[4l\\E>,sc=\\E7,setab=\\E[4%p1%dm,"
  "setaf=\\E[3%p1%dm,sgr0=\\E(B\\E[m,smcup=\\E[?1049h\\E[22;0;0t,"
  "smkx=\\E[?1h\\E=,smso=\\E[7m,smul=\\E[4m,vpa=\\E[%i%p1%dd,E3=\\E[3J,",
  "vt100|DEC VT100 (w/advanced video),"
  "am,xenl,cols#80,it#8,lines#24,bel=^G,blink=\\E[5m$<2>,bold=\\E[1m$<2>,"
  "clear=\\E[H\\E[J$<50>,cr=\\r,csr=\\E[%i%p1%d;%p2%dr,cub=\\E[%p1%dD,"
  "cub1=^H,cud=\\E[%p1%dB,cud1=\\n,cuf=\\E[%p1%dC,cuf1=\\E[C$<2>,"
  "cup=\\E[%i%p1%d;%p2%dH$<5>,cuu=\\E[%p1%dA,cuu1=\\E[A$<2>,ed=\\E[J$<50>,"
  "el=\\E[K$<3>,el1=\\E[1K$<3>,home=\\E[H,ht=^I,ind=\\n,kbs=^H,"
  "kcub1=\\EOD,kcud1=\\EOB,kcuf1=\\EOC,kcuu1=\\EOA,rc=\\E8,rev=\\E[7m$<2>,"
  "ri=\\EM$<5>,rmkx=\\E[?1l\\E>,rmso=\\E[m$<2>,rmul=\\E[m$<2>,"
  "rs2=\\E<\\E>\\E[?3;4;5l\\E[?7;8h\\E[r,sc=\\E7,sgr0=\\E[m\\017$<2>,"
  "smkx=\\E[?1h\\E=,smso=\\E[7m$<2>,smul=\\E[4m$<2>,",
  "linux|Linux console,"
  "am,bce,xenl,colors#8,it#8,pairs#64,bel=^G,blink=\\E[5m,bold=\\E[1m,"
  "civis=\\E[?25l\\E[?1c,clear=\\E[H\\E[J,cnorm=\\E[?25h\\E[?0c,cr=\\r,"
  "csr=\\E[%i%p1%d;%p2%dr,cub=\\E[%p1%dD,cub1=^H,cud=\\E[%p1%dB,cud1=\\n,"
  "cuf=\\E[%p1%dC,cuf1=\\E[C,cup=\\E[%i%p1%d;%p2%dH,cuu=\\E[%p1%dA,"
  "cuu1=\\E[A,dch1=\\E[P,dim=\\E[2m,dl1=\\E[M,ech=\\E[%p1%dX,ed=\\E[J,"
  "el=\\E[K,el1=\\E[1K,home=\\E[H,hpa=\\E[%i%p1%dG,ht=^I,il1=\\E[L,ind=\\n,"
  "kbs=^?,kcub1=\\E[D,kcud1=\\E[B,kcuf1=\\E[C,kcuu1=\\E[A,kend=\\E[4~,"
  "khome=\\E[1~,op=\\E[39;49m,rc=\\E8,rev=\\E[7m,ri=\\EM,rmso=\\E[27m,"
  "rmul=\\E[24m,rs1=\\Ec\\E]R,sc=\\E7,setab=\\E[4%p1%dm,setaf=\\E[3%p1%dm,"
  "sgr0=\\E[m\\017,smso=\\E[7m,smul=\\E[4m,vpa=\\E[%i%p1%dd,E3=\\E[3J,",
  0
};

// The loaded entry: names, and every capability as "name" "value" pairs
// (booleans with value "", numbers as decimal strings)
static struct {
  char *names, **caps;
  int count;
} ti;

static void ti_add(char *name, char *value, int type)
{
  if (!(ti.count&31)) ti.caps = xrealloc(ti.caps, sizeof(char *)*3*(ti.count+32));
  ti.caps[3*ti.count] = name;
  ti.caps[3*ti.count+1] = value;
  ti.caps[3*ti.count++ +2] = (char *)(long)type;
}

// The nth space separated word of list
static char *ti_word(const char *list, int n)
{
  const char *s = list;

  while (n-- && (s = strchr(s, ' '))) s++;
  if (!s || !*s) return 0;

  return xstrndup(s, strcspn(s, " "));
}

// Parse terminfo source (a built in entry): names, then caps
static void ti_source(const char *src)
{
  char *s = xstrdup(src), *name, *val, *out;
  int type;

  ti.names = s;
  s += strcspn(s, ",");
  *s++ = 0;
  while (*s) {
    name = s;
    s += strcspn(s, "=#,");
    type = *s == '=' ? 3 : *s == '#' ? 2 : 1;
    if (*s != ',') *s++ = 0;
    val = out = s;
    while (*s && *s != ',') {
      if (type == 3 && *s == '\\') {
        s++;
        if (*s == 'E' || *s == 'e') *out++ = 27;
        else if (*s >= '0' && *s <= '7') {
          *out = 0;
          while (*s >= '0' && *s <= '7' && s-val < 64) *out = *out*8+*s++-'0';
          out++;
          s--;
        } else if (strchr("nrtbf", *s)) *out++ = "\n\r\t\b\f"[stridx("nrtbf", *s)];
        else *out++ = *s;
        s++;
      } else if (type == 3 && *s == '^') {
        *out++ = s[1] == '?' ? 127 : s[1]&31;
        s += 2;
      } else *out++ = *s++;
    }
    if (*s) s++;
    *out = 0;
    if (type == 1) val = "";
    ti_add(name, val, type);
  }
}

// Load the compiled file: 0 if it isn't one
static int ti_compiled(char *buf, long len)
{
  short *h = (void *)buf;
  int nsize, nb, nn, ns, tsize, wide, i, pos;
  char *nums, *offs, *table, *ebuf;

  if (len < 12) return 0;
  wide = peek_le(buf, 2) == 01036;
  if (!wide && peek_le(buf, 2) != 0432) return 0;
  nsize = peek_le(h+1, 2);
  nb = peek_le(h+2, 2);
  nn = peek_le(h+3, 2);
  ns = peek_le(h+4, 2);
  tsize = peek_le(h+5, 2);
  pos = 12+nsize+nb;
  pos += pos&1;
  nums = buf+pos;
  offs = nums+nn*(wide ? 4 : 2);
  table = offs+2*ns;
  if (nsize < 1 || nb < 0 || nn < 0 || ns < 0 || tsize < 0
      || table+tsize > buf+len) return 0;
  ti.names = xstrndup(buf+12, nsize);
  for (i = 0; i < nb; i++) if (buf[12+nsize+i] == 1)
    if ((ebuf = ti_word(ti_bools, i))) ti_add(ebuf, "", 1);
  for (i = 0; i < nn; i++) {
    long n = peek_le(nums+i*(wide ? 4 : 2), wide ? 4 : 2);

    if (!wide) n = (short)n;
    if (n >= 0 && (ebuf = ti_word(ti_nums, i)))
      ti_add(ebuf, xmprintf("%ld", n), 2);
  }
  for (i = 0; i < ns; i++) {
    int off = (short)peek_le(offs+2*i, 2);

    if (off >= 0 && off < tsize && memchr(table+off, 0, tsize-off)
        && (ebuf = ti_word(ti_strs, i))) ti_add(ebuf, table+off, 3);
  }

  // The extended section: its own counts, values, then names
  ebuf = table+tsize;
  ebuf += (ebuf-buf)&1;
  if (ebuf+10 <= buf+len) {
    int eb = peek_le(ebuf, 2), en = peek_le(ebuf+2, 2), es = peek_le(ebuf+4, 2),
      esize = peek_le(ebuf+8, 2), vend = 0, o;
    char *bools = ebuf+10, *enums, *eoffs, *etable, *names;

    pos = eb+((eb)&1);
    enums = bools+pos;
    eoffs = enums+en*(wide ? 4 : 2);
    etable = eoffs+2*(es+eb+en+es);
    if (eb >= 0 && en >= 0 && es >= 0 && esize >= 0 && etable+esize <= buf+len
        && !etable[esize-1]) {
      for (i = 0; i < es; i++) {
        o = (short)peek_le(eoffs+2*i, 2);
        if (o >= 0 && o < esize && o+strlen(etable+o)+1 > vend)
          vend = o+strlen(etable+o)+1;
      }
      names = etable+vend;
      for (i = 0; i < eb+en+es; i++) {
        char *name;

        o = (short)peek_le(eoffs+2*(es+i), 2);
        if (o < 0 || names+o >= etable+esize) continue;
        name = names+o;
        if (i < eb) {
          if (bools[i] == 1) ti_add(name, "", 1);
        } else if (i < eb+en) {
          long n = peek_le(enums+(i-eb)*(wide ? 4 : 2), wide ? 4 : 2);

          if (!wide) n = (short)n;
          if (n >= 0) ti_add(name, xmprintf("%ld", n), 2);
        } else {
          o = (short)peek_le(eoffs+2*(i-eb-en), 2);
          if (o >= 0 && o < esize) ti_add(name, etable+o, 3);
        }
      }
    }
  }

  return 1;
}

// Load the description of term: 0 if there's none
int terminfo_load(char *term)
{
  char *dirs[] = {getenv("TERMINFO"), 0, getenv("TERMINFO_DIRS"),
    "/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"}, *path, *buf, *s;
  int i, len;
  off_t size;

  if (!*term || strchr(term, '/') || *term == '.') return 0;
  if ((s = getenv("HOME"))) dirs[1] = xmprintf("%s/.terminfo", s);
  for (i = 0; i < ARRAY_LEN(dirs); i++) {
    char *d = dirs[i], *end;

    for (; d && *d; d = *end ? end+1 : end) {
      end = (i == 2) ? strchrnul(d, ':') : d+strlen(d);
      path = xmprintf("%.*s/%c/%s", (int)(end-d), d, *term, term);
      size = 0;
      if (!(buf = readfileat(AT_FDCWD, path, 0, &size))) {
        free(path);
        path = xmprintf("%.*s/%02x/%s", (int)(end-d), d, *term, term);
        buf = readfileat(AT_FDCWD, path, 0, &size);
      }
      free(path);
      if (buf && ti_compiled(buf, size)) return 1;
      free(buf);
    }
  }
  for (i = 0; ti_builtin[i]; i++) {
    len = strcspn(ti_builtin[i], "|");
    if (len == strlen(term) && !strncmp(ti_builtin[i], term, len)) {
      ti_source(ti_builtin[i]);
      return 1;
    }
  }

  return 0;
}

// The long name: the last of the names
char *terminfo_longname(void)
{
  char *s = strrchr(ti.names, '|');

  return s ? s+1 : ti.names;
}

// Is name a capability terminfo knows at all (1 bool 2 number 3 string)?
int terminfo_known(char *name)
{
  const char *lists[] = {ti_bools, ti_nums, ti_strs};
  int i, len = strlen(name);
  const char *s;

  for (i = 0; i < 3; i++) for (s = lists[i]; (s = strstr(s, name)); s++)
    if ((s == lists[i] || s[-1] == ' ') && s[len] == ' ') return i+1;
  for (i = 0; i < ti.count; i++)
    if (!strcmp(ti.caps[3*i], name)) return (long)ti.caps[3*i+2];

  return 0;
}

// The value of capability name in the loaded entry, or 0 if absent
char *terminfo_get(char *name)
{
  int i;

  for (i = 0; i < ti.count; i++)
    if (!strcmp(ti.caps[3*i], name)) return ti.caps[3*i+1];

  return 0;
}

// Expand the % escapes of a parameterized string. Params are numbers or,
// where isstr[i], strings. Padding ($<5>) is dropped.
char *terminfo_tparm(char *s, long *param, char **strs)
{
  long stack[32], vars[52] = {0}, a, b;
  char *sstack[32], *out = xmalloc(strlen(s)*2+256), fmt[32], *f;
  int sp = 0, len = 0, cap = strlen(s)*2+256, level, n;
  long p[9];

  memcpy(p, param, sizeof(p));
#define PUSH(x) do { if (sp < 32) sstack[sp] = 0, stack[sp++] = (x); } while (0)
#define POP() (sp ? stack[--sp] : 0)
  while (*s) {
    if (len+64 > cap) out = xrealloc(out, cap *= 2);
    if (*s == '$' && s[1] == '<' && strchr(s, '>')) {
      s = strchr(s, '>')+1;
      continue;
    }
    if (*s != '%') {
      out[len++] = *s++;
      continue;
    }
    s++;
    switch (*s) {
    case '%': out[len++] = '%'; s++; break;
    case 'c': out[len++] = POP(); s++; break;
    case 'i': p[0]++; p[1]++; s++; break;
    case 'p':
      if (s[1] >= '1' && s[1] <= '9') {
        n = s[1]-'1';
        PUSH(p[n]);
        if (strs && strs[n]) sstack[sp-1] = strs[n];
        s++;
      }
      s++;
      break;
    case 'P': case 'g':
      n = isupper(s[1]) ? s[1]-'A'+26 : islower(s[1]) ? s[1]-'a' : -1;
      if (n >= 0) {
        if (*s == 'P') vars[n] = POP();
        else PUSH(vars[n]);
        s++;
      }
      s++;
      break;
    case '\'':
      PUSH((unsigned char)s[1]);
      s += 2;
      if (*s == '\'') s++;
      break;
    case '{':
      PUSH(strtol(s+1, &s, 10));
      if (*s == '}') s++;
      break;
    case 'l':
      a = sp ? (sstack[sp-1] ? strlen(sstack[sp-1]) : 0) : 0;
      POP();
      PUSH(a);
      s++;
      break;
    case '+': case '-': case '*': case '/': case 'm': case '&': case '|':
    case '^': case '=': case '>': case '<': case 'A': case 'O':
      b = POP();
      a = POP();
      switch (*s++) {
      case '+': a += b; break;
      case '-': a -= b; break;
      case '*': a *= b; break;
      case '/': a = b ? a/b : 0; break;
      case 'm': a = b ? a%b : 0; break;
      case '&': a &= b; break;
      case '|': a |= b; break;
      case '^': a ^= b; break;
      case '=': a = a == b; break;
      case '>': a = a > b; break;
      case '<': a = a < b; break;
      case 'A': a = a && b; break;
      case 'O': a = a || b; break;
      }
      PUSH(a);
      break;
    case '!': a = POP(); PUSH(!a); s++; break;
    case '~': a = POP(); PUSH(~a); s++; break;
    case '?': case ';': s++; break;
    case 't':
      // false: skip to the matching %e or %;
      s++;
      if (POP()) break;
      for (level = 0; *s; s++) {
        if (*s != '%' || !s[1]) continue;
        s++;
        if (*s == '?') level++;
        else if (*s == ';') {
          if (!level--) break;
        } else if (*s == 'e' && !level) break;
      }
      if (*s) s++;
      break;
    case 'e':
      // reached the end of a then part: skip to the matching %;
      for (level = 0, s++; *s; s++) {
        if (*s != '%' || !s[1]) continue;
        s++;
        if (*s == '?') level++;
        else if (*s == ';' && !level--) break;
      }
      if (*s) s++;
      break;
    default:
      // %[[:]flags][width[.precision]][doxXs]
      f = fmt;
      *f++ = '%';
      if (*s == ':') s++;
      while (*s && strchr("-+# 0123456789.", *s) && f-fmt < 20) *f++ = *s++;
      if (!*s || !strchr("doxXs", *s)) break;
      if (*s == 's') {
        char *str = sp ? sstack[sp-1] : 0;

        a = POP();
        if (!str) str = xmprintf("%ld", a);
        *f++ = 's';
        *f = 0;
        n = snprintf(0, 0, fmt, str);
        if (len+n+64 > cap) out = xrealloc(out, cap = len+n+256);
        len += sprintf(out+len, fmt, str);
      } else {
        *f++ = 'l';
        *f++ = *s;
        *f = 0;
        a = POP();
        n = snprintf(0, 0, fmt, a);
        if (len+n+64 > cap) out = xrealloc(out, cap = len+n+256);
        len += sprintf(out+len, fmt, a);
      }
      s++;
    }
  }
  out[len] = 0;
#undef PUSH
#undef POP

  return out;
}

// Write a capability's string to fd, without its delay padding ($<5>)
void terminfo_write(int fd, char *s)
{
  char *end;

  for (; *s; s = end) {
    if (*s == '$' && s[1] == '<' && (end = strchr(s, '>'))) {
      end++;
      continue;
    }
    for (end = s+1; *end && !(*end == '$' && end[1] == '<'); end++);
    if (fd == 1) xputsl(s, end-s);
    else xwrite(fd, s, end-s);
  }
}

// Load term (-T or $TERM) or exit as ncurses' tput and clear do: 2 with
// none, 3 for a terminal it doesn't know
void terminfo_xload(char *term)
{
  if (!term || !*term) {
    toys.exitval = 2;
    error_exit("No value for $TERM and no -T specified");
  }
  if (!terminfo_load(term)) {
    toys.exitval = 3;
    error_exit("unknown terminal \"%s\"", term);
  }
}
