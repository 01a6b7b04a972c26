/* readelf.c - show the contents of ELF files
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard. Output is binutils readelf's wide (-W) format.

USE_READELF(NEWTOY(readelf, "<1(dyn-syms)a(all)d(dynamic)h(file-header)l(program-headers)(segments)n(notes)p(string-dump)*r(relocs)S(section-headers)(sections)s(syms)(symbols)W(wide)x(hex-dump)*", TOYFLAG_USR|TOYFLAG_BIN))

config READELF
  bool "readelf"
  default y
  help
    usage: readelf [-adhlnrSsW] [-p SECTION] [-x SECTION] FILE...

    Show the headers, sections and symbols of ELF files (32 and 64 bit, either
    byte order), in the layout of binutils readelf -W.

    -a	Same as -dhlnrSs
    -d	Dynamic section
    -h	ELF file header
    -l	Program headers and the sections in each segment
    -n	Notes
    -p S	Dump section S (number or name) as strings
    -r	Relocations
    -S	Section headers
    -s	Symbol tables (--dyn-syms: just .dynsym)
    -W	Wide output (always on)
    -x S	Dump section S (number or name) as hex
*/

#define FOR_readelf
#include "toys.h"
#include <sys/mman.h>

GLOBALS(
  struct arg_list *p, *x;

  char *elf, *name, *shstr;
  long long size, shoff, phoff, entry;
  int bits, be, type, machine, shnum, phnum, shstrndx, shentsize, phentsize;
  int *dumped;
)

struct sh {
  char *name;
  unsigned type, link, info;
  long long flags, addr, offset, size, align, entsize;
};

struct ph {
  unsigned type, flags;
  long long offset, vaddr, paddr, filesz, memsz, align;
};

// Read size bytes at offset off of the file, in its byte order
static long long rd(long long off, int size)
{
  if (off < 0 || off+size > TT.size) error_exit("%s: truncated", TT.name);
  return TT.be ? peek_be(TT.elf+off, size) : peek_le(TT.elf+off, size);
}

// A field that is 4 bytes in ELF32 and 8 in ELF64
#define W (TT.bits/8)
static long long rdw(long long off)
{
  return rd(off, W);
}

static int getsh(int i, struct sh *s)
{
  long long o = TT.shoff+i*(long long)TT.shentsize;
  unsigned n;

  if (i<0 || i>=TT.shnum) return 0;
  n = rd(o, 4);
  s->type = rd(o+4, 4);
  s->flags = rdw(o+8);
  s->addr = rdw(o+8+W);
  s->offset = rdw(o+8+2*W);
  s->size = rdw(o+8+3*W);
  s->link = rd(o+8+4*W, 4);
  s->info = rd(o+12+4*W, 4);
  s->align = rdw(o+16+4*W);
  s->entsize = rdw(o+16+5*W);
  s->name = "<corrupt>";
  if (TT.shstr && n < TT.size-(TT.shstr-TT.elf)
      && memchr(TT.shstr+n, 0, TT.size-(TT.shstr-TT.elf)-n)) s->name = TT.shstr+n;

  return 1;
}

static void getph(int i, struct ph *p)
{
  long long o = TT.phoff+i*(long long)TT.phentsize;

  p->type = rd(o, 4);
  if (TT.bits == 64) {
    p->flags = rd(o+4, 4);
    o += 8;
  } else o += 4;
  p->offset = rdw(o);
  p->vaddr = rdw(o+W);
  p->paddr = rdw(o+2*W);
  p->filesz = rdw(o+3*W);
  p->memsz = rdw(o+4*W);
  if (TT.bits == 32) p->flags = rd(o+5*W, 4);
  p->align = rdw(TT.bits==64 ? o+5*W : o+6*W);
}

// Check a section's data lies in the file
static char *shdata(struct sh *s)
{
  if (s->type == 8 || s->offset<0 || s->size<0 || s->offset > TT.size
      || s->size > TT.size-s->offset) return 0;

  return TT.elf+s->offset;
}

// Name of entry val in a list of "number name" pairs ("" if absent)
struct nv { unsigned v; char *n; };
static char *lookup(struct nv *t, unsigned val)
{
  for (; t->n; t++) if (t->v == val) return t->n;

  return 0;
}

static char *unknown(unsigned val)
{
  sprintf(toybuf+2048, "<unknown>: %x", val);

  return toybuf+2048;
}

static struct nv machines[] = {{0, "None"}, {2, "Sparc"}, {3, "Intel 80386"},
  {8, "MIPS R3000"}, {20, "PowerPC"}, {21, "PowerPC64"}, {22, "IBM S/390"},
  {40, "ARM"}, {42, "Renesas / SuperH SH"}, {43, "Sparc v9"},
  {62, "Advanced Micro Devices X86-64"}, {183, "AArch64"}, {243, "RISC-V"},
  {258, "LoongArch"}, {0, 0}};

// A PIE has DT_FLAGS_1 with DF_1_PIE in its dynamic section
static int is_pie(void)
{
  struct sh sh;
  long long j;
  int i;

  if (TT.type==3) for (i = 0; getsh(i, &sh); i++) if (sh.type==6 && shdata(&sh))
    for (j = 0; j+2*W <= sh.size; j += 2*W)
      if (rdw(sh.offset+j)==0x6ffffffb && (rdw(sh.offset+j+W)&0x08000000))
        return 1;

  return 0;
}

static void show_header(void)
{
  char *types[] = {"NONE (None)", "REL (Relocatable file)",
    "EXEC (Executable file)", "DYN (Shared object file)", "CORE (Core file)"};
  char *s;
  int i;

  xprintf("ELF Header:\n  Magic:   ");
  for (i = 0; i<16; i++) xprintf("%02x ", TT.elf[i]);
  xprintf("\n  Class:                             ELF%d\n"
    "  Data:                              2's complement, %s endian\n"
    "  Version:                           %d%s\n", TT.bits,
    TT.be ? "big" : "little", TT.elf[6], TT.elf[6]==1 ? " (current)" : "");
  i = TT.elf[7];
  s = i ? (i==3 ? "UNIX - GNU" : unknown(i)) : "UNIX - System V";
  xprintf("  OS/ABI:                            %s\n"
    "  ABI Version:                       %d\n", s, TT.elf[8]);
  if (TT.type<5) s = types[TT.type];
  else s = unknown(TT.type);
  if (is_pie()) s = "DYN (Position-Independent Executable file)";
  xprintf("  Type:                              %s\n", s);
  if (!(s = lookup(machines, TT.machine))) s = unknown(TT.machine);
  xprintf("  Machine:                           %s\n"
    "  Version:                           0x%llx\n"
    "  Entry point address:               0x%llx\n"
    "  Start of program headers:          %lld (bytes into file)\n"
    "  Start of section headers:          %lld (bytes into file)\n"
    "  Flags:                             0x%llx\n"
    "  Size of this header:               %lld (bytes)\n"
    "  Size of program headers:           %d (bytes)\n"
    "  Number of program headers:         %d\n"
    "  Size of section headers:           %d (bytes)\n"
    "  Number of section headers:         %d\n"
    "  Section header string table index: %d\n", s, rd(20, 4), TT.entry,
    TT.phoff, TT.shoff, rd(24+3*W, 4), rd(28+3*W, 2), TT.phentsize, TT.phnum,
    TT.shentsize, TT.shnum, TT.shstrndx);
}

static char *shtype(unsigned t)
{
  char *names[] = {"NULL", "PROGBITS", "SYMTAB", "STRTAB", "RELA", "HASH",
    "DYNAMIC", "NOTE", "NOBITS", "REL", "SHLIB", "DYNSYM", "", "",
    "INIT_ARRAY", "FINI_ARRAY", "PREINIT_ARRAY", "GROUP", "SYMTAB SECTION INDICES",
    "RELR"};
  struct nv gnu[] = {{0x6ffffff5, "GNU_ATTRIBUTES"}, {0x6ffffff6, "GNU_HASH"},
    {0x6ffffff7, "GNU_LIBLIST"}, {0x6ffffffd, "VERDEF"},
    {0x6ffffffe, "VERNEED"}, {0x6fffffff, "VERSYM"}, {0x6fff4c03, "LLVM_ADDRSIG"},
    {0, 0}};
  char *s;

  if (t<(sizeof(names)/sizeof(*names)) && *names[t]) return names[t];
  if ((s = lookup(gnu, t))) return s;
  if (t == 0x70000001 && TT.machine == 62) return "X86_64_UNWIND";
  if (t == 0x70000001 && TT.machine == 40) return "ARM_EXIDX";
  if (t == 0x70000003 && TT.machine == 40) return "ARM_ATTRIBUTES";
  if (t == 0x70000003 && TT.machine == 183) return "AARCH64_ATTRIBUTES";
  if (t == 0x70000003 && TT.machine == 243) return "RISCV_ATTRIBUTES";
  if (t>=0x70000000 && t<=0x7fffffff) sprintf(s = toybuf+2048, "LOPROC+%#x", t-0x70000000);
  else if (t>=0x60000000 && t<0x70000000) sprintf(s = toybuf+2048, "LOOS+%#x", t-0x60000000);
  else sprintf(s = toybuf+2048, "%08x: <unknown>", t);

  return s;
}

static void show_sections(void)
{
  struct sh s;
  char flags[32], *f, *fc = "WAX.MSILOGTC";
  int i, j;

  if (!TT.shnum) {
    xprintf("\nThere are no sections in this file.\n");
    return;
  }
  if (!FLAG(h)) xprintf("There are %d section headers, starting at offset %#llx:\n",
    TT.shnum, TT.shoff);
  xprintf("\nSection Headers:\n  [Nr] Name              Type            %s Off    Size   ES Flg Lk Inf Al\n",
    TT.bits==64 ? "Address         " : "Addr    ");
  for (i = 0; getsh(i, &s); i++) {
    for (f = flags, j = 0; j<12; j++) if (fc[j]!='.' && (s.flags&(1<<j))) *f++ = fc[j];
    if (s.flags&0x200000) *f++ = 'R';
    if (TT.machine==62 && (s.flags&0x10000000)) *f++ = 'l';
    if (s.flags&0x80000000) *f++ = 'E';
    *f = 0;
    xprintf("  [%2d] %-17s %-15s %0*llx %06llx %06llx %02llx %3s %2u %3u %2llu\n",
      i, s.name, shtype(s.type), TT.bits/4, s.addr, s.offset, s.size,
      s.entsize, flags, s.link, s.info, s.align);
  }
  xprintf("Key to Flags:\n"
    "  W (write), A (alloc), X (execute), M (merge), S (strings), I (info),\n"
    "  L (link order), O (extra OS processing required), G (group), T (TLS),\n"
    "  C (compressed), x (unknown), o (OS specific), E (exclude),\n"
    "  %s%s%sp (processor specific)\n", TT.elf[7]==3 ? "R (retain), " : "",
    TT.machine==40 ? "" : "D (mbind), ",
    TT.machine==62 ? "l (large), " : TT.machine==40 ? "y (purecode), " : "");
}

static char *phtype(unsigned t)
{
  char *names[] = {"NULL", "LOAD", "DYNAMIC", "INTERP", "NOTE", "SHLIB", "PHDR",
    "TLS"};
  struct nv gnu[] = {{0x6474e550, "GNU_EH_FRAME"}, {0x6474e551, "GNU_STACK"},
    {0x6474e552, "GNU_RELRO"}, {0x6474e553, "GNU_PROPERTY"},
    {0x6474e554, "GNU_SFRAME"}, {0, 0}};
  char *s;

  if (t<(sizeof(names)/sizeof(*names))) return names[t];
  if ((s = lookup(gnu, t))) return s;
  if (t == 0x70000001 && TT.machine == 40) return "EXIDX";
  if (t == 0x70000003 && TT.machine == 40) return "ARM_ATTRIBUTES";
  if (t>=0x70000000 && t<=0x7fffffff) sprintf(s = toybuf+2048, "LOPROC+%#x", t-0x70000000);
  else if (t>=0x60000000 && t<0x70000000) sprintf(s = toybuf+2048, "LOOS+%#x", t-0x60000000);
  else sprintf(s = toybuf+2048, "%08x: <unknown>", t);

  return s;
}

// Is section s in segment p (as binutils decides it)?
static int in_segment(struct sh *s, struct ph *p)
{
  int tls = !!(s->flags&0x400), tbss = tls && s->type==8;
  long long size = tbss && p->type!=7 ? 0 : s->size;

  if (!(s->flags&2)) return 0;
  if (tls != (p->type==7) && !(tls && (p->type==1 || p->type==6
      || p->type==0x6474e552))) return 0;
  if (tbss && p->type!=7) return 0;
  if (s->addr<p->vaddr || s->addr+size>p->vaddr+p->memsz) return 0;
  if (s->type!=8 && (s->offset<p->offset || s->offset+s->size>p->offset+p->filesz))
    return 0;
  // Empty sections at the end of a segment aren't in it
  if (!s->size && p->memsz && s->addr==p->vaddr+p->memsz) return 0;

  return 1;
}

static void show_program(void)
{
  struct ph p;
  struct sh s;
  char *types[] = {"NONE (None)", "REL (Relocatable file)",
    "EXEC (Executable file)", "DYN (Shared object file)", "CORE (Core file)"};
  int i, j, d = TT.bits==64 ? 16 : 8, z = TT.bits==64 ? 6 : 5;

  if (!TT.phnum) {
    xprintf("\nThere are no program headers in this file.\n");
    return;
  }
  if (!FLAG(h)) {
    char *t = TT.type<5 ? types[TT.type] : unknown(TT.type);

    if (is_pie()) t = "DYN (Position-Independent Executable file)";
    xprintf("\nElf file type is %s\nEntry point 0x%llx\n"
      "There are %d program headers, starting at offset %lld\n", t, TT.entry,
      TT.phnum, TT.phoff);
  }
  xprintf("\nProgram Headers:\n  Type           Offset   VirtAddr   %*sPhysAddr   %*s"
    "FileSiz %sMemSiz  %sFlg Align\n", d-8, "", d-8, "", z==6 ? " " : "",
    z==6 ? " " : "");
  for (i = 0; i<TT.phnum; i++) {
    getph(i, &p);
    xprintf("  %-14s 0x%06llx 0x%0*llx 0x%0*llx 0x%0*llx 0x%0*llx %c%c%c 0x%llx\n",
      phtype(p.type), p.offset, d, p.vaddr, d, p.paddr, z, p.filesz, z, p.memsz,
      (p.flags&4) ? 'R' : ' ', (p.flags&2) ? 'W' : ' ', (p.flags&1) ? 'E' : ' ',
      p.align);
    if (p.type==3 && p.offset<TT.size && p.filesz<=TT.size-p.offset)
      xprintf("      [Requesting program interpreter: %.*s]\n",
        (int)strnlen(TT.elf+p.offset, p.filesz), TT.elf+p.offset);
  }
  if (!TT.shnum) return;
  xprintf("\n Section to Segment mapping:\n  Segment Sections...\n");
  for (i = 0; i<TT.phnum; i++) {
    getph(i, &p);
    xprintf("   %02d     ", i);
    for (j = 1; getsh(j, &s); j++) if (in_segment(&s, &p)) xprintf("%s ", s.name);
    xputc('\n');
  }
}

static struct nv x86_64_rel[] = {{0, "R_X86_64_NONE"}, {1, "R_X86_64_64"},
  {2, "R_X86_64_PC32"}, {3, "R_X86_64_GOT32"}, {4, "R_X86_64_PLT32"},
  {5, "R_X86_64_COPY"}, {6, "R_X86_64_GLOB_DAT"}, {7, "R_X86_64_JUMP_SLOT"},
  {8, "R_X86_64_RELATIVE"}, {9, "R_X86_64_GOTPCREL"}, {10, "R_X86_64_32"},
  {11, "R_X86_64_32S"}, {12, "R_X86_64_16"}, {13, "R_X86_64_PC16"},
  {14, "R_X86_64_8"}, {15, "R_X86_64_PC8"}, {16, "R_X86_64_DTPMOD64"},
  {17, "R_X86_64_DTPOFF64"}, {18, "R_X86_64_TPOFF64"}, {19, "R_X86_64_TLSGD"},
  {20, "R_X86_64_TLSLD"}, {21, "R_X86_64_DTPOFF32"}, {22, "R_X86_64_GOTTPOFF"},
  {23, "R_X86_64_TPOFF32"}, {24, "R_X86_64_PC64"}, {25, "R_X86_64_GOTOFF64"},
  {26, "R_X86_64_GOTPC32"}, {32, "R_X86_64_SIZE32"}, {33, "R_X86_64_SIZE64"},
  {34, "R_X86_64_GOTPC32_TLSDESC"}, {35, "R_X86_64_TLSDESC_CALL"},
  {36, "R_X86_64_TLSDESC"}, {37, "R_X86_64_IRELATIVE"},
  {41, "R_X86_64_GOTPCRELX"}, {42, "R_X86_64_REX_GOTPCRELX"}, {0, 0}};
static struct nv i386_rel[] = {{0, "R_386_NONE"}, {1, "R_386_32"},
  {2, "R_386_PC32"}, {3, "R_386_GOT32"}, {4, "R_386_PLT32"}, {5, "R_386_COPY"},
  {6, "R_386_GLOB_DAT"}, {7, "R_386_JUMP_SLOT"}, {8, "R_386_RELATIVE"},
  {9, "R_386_GOTOFF"}, {10, "R_386_GOTPC"}, {14, "R_386_TLS_TPOFF"},
  {35, "R_386_TLS_DTPMOD32"}, {36, "R_386_TLS_DTPOFF32"},
  {42, "R_386_IRELATIVE"}, {43, "R_386_GOT32X"}, {0, 0}};
static struct nv aarch64_rel[] = {{0, "R_AARCH64_NONE"}, {257, "R_AARCH64_ABS64"},
  {258, "R_AARCH64_ABS32"}, {259, "R_AARCH64_ABS16"}, {260, "R_AARCH64_PREL64"},
  {261, "R_AARCH64_PREL32"}, {262, "R_AARCH64_PREL16"},
  {275, "R_AARCH64_ADR_PREL_PG_HI21"}, {277, "R_AARCH64_ADD_ABS_LO12_NC"},
  {278, "R_AARCH64_LDST8_ABS_LO12_NC"}, {279, "R_AARCH64_TSTBR14"},
  {280, "R_AARCH64_CONDBR19"}, {282, "R_AARCH64_JUMP26"},
  {283, "R_AARCH64_CALL26"}, {284, "R_AARCH64_LDST16_ABS_LO12_NC"},
  {285, "R_AARCH64_LDST32_ABS_LO12_NC"}, {286, "R_AARCH64_LDST64_ABS_LO12_NC"},
  {299, "R_AARCH64_LDST128_ABS_LO12_NC"}, {311, "R_AARCH64_ADR_GOT_PAGE"},
  {312, "R_AARCH64_LD64_GOT_LO12_NC"}, {1024, "R_AARCH64_COPY"},
  {1025, "R_AARCH64_GLOB_DAT"}, {1026, "R_AARCH64_JUMP_SLOT"},
  {1027, "R_AARCH64_RELATIVE"}, {1028, "R_AARCH64_TLS_DTPMOD64"},
  {1029, "R_AARCH64_TLS_DTPREL64"}, {1030, "R_AARCH64_TLS_TPREL64"},
  {1031, "R_AARCH64_TLSDESC"}, {1032, "R_AARCH64_IRELATIVE"}, {0, 0}};

// Symbol i of symbol table section s: fill value, size, info, other, shndx
struct sym { long long value, size; unsigned name, info, other, shndx; };
static int getsym(struct sh *s, long long i, struct sym *y)
{
  long long o = s->offset+i*(TT.bits==64 ? 24 : 16);

  if (i<0 || (i+1)*(TT.bits==64 ? 24 : 16) > s->size) return 0;
  y->name = rd(o, 4);
  if (TT.bits==64) {
    y->info = rd(o+4, 1);
    y->other = rd(o+5, 1);
    y->shndx = rd(o+6, 2);
    y->value = rd(o+8, 8);
    y->size = rd(o+16, 8);
  } else {
    y->value = rd(o+4, 4);
    y->size = rd(o+8, 4);
    y->info = rd(o+12, 1);
    y->other = rd(o+13, 1);
    y->shndx = rd(o+14, 2);
  }

  return 1;
}

// String off in string table section i
static char *strtab(int i, unsigned off)
{
  struct sh s;
  char *d;

  if (!getsh(i, &s) || !(d = shdata(&s)) || off>=s.size
      || !memchr(d+off, 0, s.size-off)) return "<corrupt>";

  return d+off;
}

static char *symname(struct sh *symtab, struct sym *y)
{
  struct sh s;

  if (!y->name && (y->info&15)==3 && getsh(y->shndx, &s)) return s.name;

  return strtab(symtab->link, y->name);
}

// Version suffix of dynamic symbol i ("@VER", "@@VER", "@VER (N)" with full)
static char *symver(struct sh *symtab, long long i, struct sym *y, int full)
{
  struct sh s;
  char *ver = toybuf+3000;
  unsigned v = 0, hide = 0, k, n;
  long long o, a;
  int j;

  *ver = 0;
  if (symtab->type != 11) return ver;
  for (j = 0; getsh(j, &s); j++) if (s.type==0x6fffffff && shdata(&s)) {
    if (2*i+2 > s.size) return ver;
    v = rd(s.offset+2*i, 2);
    hide = v&0x8000;
    v &= 0x7fff;
  }
  if (v<2) return ver;
  // Version indexes are unique across verdef and verneed
  for (j = 0; getsh(j, &s); j++) if (shdata(&s)) {
    if (s.type==0x6ffffffe) {
      // Verneed: vn_cnt, vn_aux, vn_next; aux: vna_other, vna_name, vna_next
      for (o = s.offset; o+16 <= s.offset+s.size; ) {
        n = rd(o+2, 2);
        for (a = o+rd(o+8, 4), k = 0; k<n && a+16 <= s.offset+s.size; k++) {
          if (rd(a+6, 2) == v) {
            snprintf(ver, 256, full ? "@%s (%u)" : "@%s", strtab(s.link,
              rd(a+8, 4)), v);
            return ver;
          }
          if (!rd(a+12, 4)) break;
          a += rd(a+12, 4);
        }
        if (!rd(o+12, 4)) break;
        o += rd(o+12, 4);
      }
    } else if (s.type==0x6ffffffd) {
      // Verdef: vd_ndx, vd_aux, vd_next; aux: vda_name
      for (o = s.offset; o+20 <= s.offset+s.size; ) {
        if (rd(o+4, 2)==v && o+rd(o+12, 4)+8 <= s.offset+s.size) {
          char *vn = strtab(s.link, rd(o+rd(o+12, 4), 4));

          // The symbol naming a version shows no version
          if (y->shndx!=0xfff1 || strcmp(vn, strtab(symtab->link, y->name)))
            snprintf(ver, 256, "%s%s", hide || !y->shndx ? "@" : "@@", vn);
          return ver;
        }
        if (!rd(o+16, 4)) break;
        o += rd(o+16, 4);
      }
    }
  }

  return ver;
}

// Walk the packed relative relocations of s: count them, or print them
static long long relr_walk(struct sh *s, int print)
{
  long long i, n = 0, base = 0, w;
  int b;

  for (i = 0; i+W <= s->size; i += W) {
    w = rdw(s->offset+i);
    if (!(w&1)) {
      if (print) xprintf("%0*llx\n", TT.bits/4, w);
      n++;
      base = w+W;
    } else {
      for (b = 1; b<TT.bits; b++) if ((w>>b)&1) {
        if (print) xprintf("%0*llx\n", TT.bits/4, base+(b-1)*W);
        n++;
      }
      base += (TT.bits-1)*W;
    }
  }

  return n;
}

static void relr(struct sh *s)
{
  long long n = s->size/W;

  xprintf("\nRelocation section '%s' at offset %#llx contains %lld entr%s:\n"
    "%6lld offsets\n", s->name, s->offset, n, n==1 ? "y" : "ies", relr_walk(s, 0));
  relr_walk(s, 1);
}

static void show_relocs(void)
{
  struct sh s, st;
  struct sym y;
  struct nv *t = TT.machine==62 ? x86_64_rel : TT.machine==3 ? i386_rel
    : TT.machine==183 ? aarch64_rel : 0;
  int i, a, any = 0, d = TT.bits/4;
  long long j, n, es, info, off, add;
  char *name;

  for (i = 0; getsh(i, &s); i++) {
    if (s.type==19) {
      relr(&s);
      any++;
    }
    if (s.type!=4 && s.type!=9) continue;
    a = s.type==4;
    es = (a ? 3 : 2)*W;
    n = s.size/es;
    any++;
    xprintf("\nRelocation section '%s' at offset %#llx contains %lld entr%s:\n",
      s.name, s.offset, n, n==1 ? "y" : "ies");
    if (TT.bits==64) xprintf("    Offset             Info             Type      "
      "         Symbol's Value  Symbol's Name%s\n", a ? " + Addend" : "");
    else xprintf(" Offset     Info    Type                Sym. Value  Symbol's Name%s\n",
      a ? " + Addend" : "");
    if (!getsh(s.link, &st)) st.type = 0;
    for (j = 0; j<n; j++) {
      unsigned type, sym;

      off = rdw(s.offset+j*es);
      info = rdw(s.offset+j*es+W);
      add = a ? rdw(s.offset+j*es+2*W) : 0;
      if (TT.bits==32) add = (int)add;
      type = TT.bits==64 ? info&0xffffffff : info&255;
      sym = TT.bits==64 ? info>>32 : (info>>8)&0xffffff;
      if (!t || !(name = lookup(t, type))) {
        sprintf(name = toybuf+2048, "unrecognized: %x", type);
      }
      xprintf("%0*llx  %0*llx %-22s", d, off, d, info, name);
      if (sym && st.type && getsym(&st, sym, &y)) {
        xprintf(" %0*llx %s%s%s", d, y.value, TT.bits==64 ? "" : "  ",
          symname(&st, &y), symver(&st, sym, &y, 0));
        if (a) xprintf(" %c %llx", add<0 ? '-' : '+', add<0 ? -add : add);
      } else if (a) xprintf("%*s%s%llx", TT.bits==64 ? 20 : 12, "",
        add<0 ? "-" : "", add<0 ? -add : add);
      xputc('\n');
    }
  }
  if (!any) xprintf("\nThere are no relocations in this file.\n");
}

static void show_symbols(void)
{
  struct sh s;
  struct sym y;
  char *types[] = {"NOTYPE", "OBJECT", "FUNC", "SECTION", "FILE", "COMMON",
    "TLS", "", "", "", "IFUNC"}, *binds[] = {"LOCAL", "GLOBAL", "WEAK", "", "",
    "", "", "", "", "", "UNIQUE"}, *vis[] = {"DEFAULT", "INTERNAL", "HIDDEN",
    "PROTECTED"}, ndx[16], *tp, *bd;
  int i;
  long long j;

  for (i = 0; getsh(i, &s); i++) {
    if (s.type!=11 && (s.type!=2 || FLAG(dyn_syms))) continue;
    if (!shdata(&s)) continue;
    xprintf("\nSymbol table '%s' contains %lld entr%s:\n   Num:    Value  %s"
      "Size Type    Bind   Vis      Ndx Name\n", s.name, s.size/(TT.bits==64 ?
      24 : 16), s.size==(TT.bits==64 ? 24 : 16) ? "y" : "ies",
      TT.bits==64 ? "        " : "");
    for (j = 0; getsym(&s, j, &y); j++) {
      if (!y.shndx) strcpy(ndx, "UND");
      else if (y.shndx==0xfff1) strcpy(ndx, "ABS");
      else if (y.shndx==0xfff2) strcpy(ndx, "COM");
      else sprintf(ndx, "%d", y.shndx);
      tp = (y.info&15)<11 ? types[y.info&15] : "";
      if (!*tp) sprintf(tp = toybuf+2048, "<unknown>: %d", y.info&15);
      bd = (y.info>>4)<11 ? binds[y.info>>4] : "";
      if (!*bd) sprintf(bd = toybuf+2100, "<unknown>: %d", y.info>>4);
      xprintf("%6lld: %0*llx %5lld %-7s %-6s %-7s %4s %s%s\n", j, TT.bits/4,
        y.value, y.size, tp, bd, vis[y.other&3], ndx, symname(&s, &y),
        symver(&s, j, &y, 1));
    }
  }
}

static void show_dynamic(void)
{
  struct sh s;
  struct ph p;
  struct nv tags[] = {{0, "NULL"}, {1, "NEEDED"}, {2, "PLTRELSZ"},
    {3, "PLTGOT"}, {4, "HASH"}, {5, "STRTAB"}, {6, "SYMTAB"}, {7, "RELA"},
    {8, "RELASZ"}, {9, "RELAENT"}, {10, "STRSZ"}, {11, "SYMENT"}, {12, "INIT"},
    {13, "FINI"}, {14, "SONAME"}, {15, "RPATH"}, {16, "SYMBOLIC"}, {17, "REL"},
    {18, "RELSZ"}, {19, "RELENT"}, {20, "PLTREL"}, {21, "DEBUG"},
    {22, "TEXTREL"}, {23, "JMPREL"}, {24, "BIND_NOW"}, {25, "INIT_ARRAY"},
    {26, "FINI_ARRAY"}, {27, "INIT_ARRAYSZ"}, {28, "FINI_ARRAYSZ"},
    {29, "RUNPATH"}, {30, "FLAGS"}, {32, "PREINIT_ARRAY"},
    {33, "PREINIT_ARRAYSZ"}, {35, "RELRSZ"}, {36, "RELR"}, {37, "RELRENT"},
    {0x6ffffef5, "GNU_HASH"}, {0x6ffffff0, "VERSYM"}, {0x6ffffff9, "RELACOUNT"},
    {0x6ffffffa, "RELCOUNT"}, {0x6ffffffb, "FLAGS_1"}, {0x6ffffffc, "VERDEF"},
    {0x6ffffffd, "VERDEFNUM"}, {0x6ffffffe, "VERNEED"},
    {0x6fffffff, "VERNEEDNUM"}, {0, 0}};
  char *f1[] = {"NOW", "GLOBAL", "GROUP", "NODELETE", "LOADFLTR", "INITFIRST",
    "NOOPEN", "ORIGIN", "DIRECT", "TRANS", "INTERPOSE", "NODEFLIB", "NODUMP",
    "CONFALT", "ENDFILTEE", "DISPRELDNE", "DISPRELPND", "NODIRECT", "IGNMULDEF",
    "NOKSYMS", "NOHDR", "EDITED", "NORELOC", "SYMINTPOSE", "GLOBAUDIT",
    "SINGLETON", "STUB", "PIE"}, *f[] = {"ORIGIN", "SYMBOLIC", "TEXTREL",
    "BIND_NOW", "STATIC_TLS"};
  long long off = -1, size = 0, j, n, tag, val;
  int i, str = 0, d = TT.bits/4;
  char *name;

  for (i = 0; getsh(i, &s); i++) if (s.type==6) {
    off = s.offset;
    size = s.size;
    str = s.link;
    break;
  }
  if (off<0) for (i = 0; i<TT.phnum; i++) {
    getph(i, &p);
    if (p.type==2) {
      off = p.offset;
      size = p.filesz;
    }
  }
  if (off<0) {
    xprintf("\nThere is no dynamic section in this file.\n");
    return;
  }
  for (n = 0; (n+1)*2*W <= size; ) if (!rdw(off+2*W*n++)) break;
  xprintf("\nDynamic section at offset %#llx contains %lld entr%s:\n"
    "  Tag        Type                         Name/Value\n", off, n,
    n==1 ? "y" : "ies");
  for (j = 0; j<n; j++) {
    tag = rdw(off+2*W*j);
    val = rdw(off+2*W*j+W);
    if (!(name = lookup(tags, tag))) sprintf(name = toybuf+2048, "%#llx", tag);
    else sprintf(toybuf+2048, "(%s)", name), name = toybuf+2048;
    xprintf(" 0x%0*llx %-20s ", d, tag, name);
    if (tag==1) xprintf("Shared library: [%s]", strtab(str, val));
    else if (tag==14) xprintf("Library soname: [%s]", strtab(str, val));
    else if (tag==15) xprintf("Library rpath: [%s]", strtab(str, val));
    else if (tag==29) xprintf("Library runpath: [%s]", strtab(str, val));
    else if (tag && strchr("\2\10\11\12\13\22\23\33\34\41\43\45", tag))
      xprintf("%lld (bytes)", val);
    else if (tag==20) xprintf("%s", val==7 ? "RELA" : val==17 ? "REL" : "");
    else if (tag==0x6ffffff9 || tag==0x6ffffffa || tag==0x6ffffffd
      || tag==0x6fffffff) xprintf("%lld", val);
    else if (tag==30 || tag==0x6ffffffb) {
      if (tag==0x6ffffffb) xprintf("Flags:");
      for (i = 0; i<(tag==30 ? 5 : 28); i++)
        if (val&(1LL<<i)) xprintf("%s%s", tag==30 && !(val&((1LL<<i)-1)) ? ""
          : " ", tag==30 ? f[i] : f1[i]);
    } else xprintf("0x%llx", val);
    xputc('\n');
  }
}

// Describe one note (owner name, type, description of size len at desc)
static void show_note(char *name, unsigned type, char *desc, unsigned len)
{
  char *s = 0;
  unsigned i;

  if (!strcmp(name, "GNU")) {
    if (type==1) s = "NT_GNU_ABI_TAG (ABI version tag)";
    else if (type==3) s = "NT_GNU_BUILD_ID (unique build ID bitstring)";
    else if (type==4) s = "NT_GNU_GOLD_VERSION (gold version)";
    else if (type==5) s = "NT_GNU_PROPERTY_TYPE_0";
  } else if (!strcmp(name, "stapsdt") && type==3) s = "NT_STAPSDT (SystemTap probe descriptors)";
  if (s) xprintf("%s", s);
  else xprintf("Unknown note type: (0x%08x)", type);
  if (!strcmp(name, "GNU") && type==1 && len>=16) {
    char *os[] = {"Linux", "Hurd", "Solaris", "FreeBSD"};
    unsigned o = rd(desc-TT.elf, 4);

    xprintf("\t    OS: %s, ABI: %lld.%lld.%lld", o<4 ? os[o] : "Unknown",
      rd(desc-TT.elf+4, 4), rd(desc-TT.elf+8, 4), rd(desc-TT.elf+12, 4));
  } else if (!strcmp(name, "GNU") && type==3) {
    xprintf("\t    Build ID: ");
    for (i = 0; i<len; i++) xprintf("%02x", (unsigned char)desc[i]);
  } else if (!strcmp(name, "GNU") && type==4) xprintf("\t    Version: %.*s", len, desc);
  else if (!strcmp(name, "GNU") && type==5) {
    char *sep = "\t      Properties: ";

    for (i = 0; i+8 <= len; ) {
      unsigned pt = rd(desc-TT.elf+i, 4), ps = rd(desc-TT.elf+i+4, 4), v = 0, b;
      char *bits[4] = {0};

      if (ps>=4 && i+8+ps<=len) v = rd(desc-TT.elf+i+8, 4);
      xprintf("%s", sep);
      sep = ", ";
      if (pt==0xc0008002 && TT.machine==62) {
        xprintf("x86 ISA needed: ");
        bits[0] = "x86-64-baseline", bits[1] = "x86-64-v2",
        bits[2] = "x86-64-v3", bits[3] = "x86-64-v4";
      } else if (pt==0xc0010001 && TT.machine==62) {
        xprintf("x86 feature used: ");
        bits[0] = "x86", bits[1] = "x87", bits[2] = "MMX", bits[3] = "XMM";
      } else if (pt==0xc0000002 && TT.machine==62) {
        xprintf("x86 feature: ");
        bits[0] = "IBT", bits[1] = "SHSTK";
      } else if (pt==0xc0000000 && TT.machine==183) {
        xprintf("AArch64 feature: ");
        bits[0] = "BTI", bits[1] = "PAC";
      } else {
        xprintf("<unknown type %#x data: ", pt);
        for (b = 0; b<ps && i+8+b<len; b++) xprintf("%02x ", (unsigned char)desc[i+8+b]);
        xputc('>');
      }
      if (*bits) {
        if (!v) xprintf("<None>");
        for (b = 0; b<32; b++) if (v&(1u<<b)) {
          if (b<4 && bits[b]) xprintf("%s", bits[b]);
          else xprintf("<unknown: %x>", 1u<<b);
          if (v>>(b+1)) xprintf(", ");
        }
      }
      i += 8+((ps+W-1)&~(W-1));
    }
  }
  xputc('\n');
}

static void show_notes_at(long long off, long long size)
{
  long long i = 0;
  unsigned nlen, dlen, type;
  char *name;

  xprintf("  Owner                Data size \tDescription\n");
  while (i+12 <= size) {
    nlen = rd(off+i, 4);
    dlen = rd(off+i+4, 4);
    type = rd(off+i+8, 4);
    i += 12;
    if (nlen>size-i || dlen>size-i-((nlen+3)&~3)) {
      error_msg("%s: corrupt note", TT.name);
      return;
    }
    name = nlen ? xstrndup(TT.elf+off+i, nlen) : xstrdup("");
    xprintf("  %-20s 0x%08x\t", name, dlen);
    i += (nlen+3)&~3;
    show_note(name, type, TT.elf+off+i, dlen);
    free(name);
    i += (dlen+3)&~3;
  }
}

static void show_notes(void)
{
  struct sh s;
  struct ph p;
  int i, any = 0;

  for (i = 0; getsh(i, &s); i++) if (s.type==7 && shdata(&s)) {
    xprintf("\nDisplaying notes found in: %s\n", s.name);
    show_notes_at(s.offset, s.size);
    any++;
  }
  if (!any && !TT.shnum) for (i = 0; i<TT.phnum; i++) {
    getph(i, &p);
    if (p.type!=4 || p.offset>TT.size || p.filesz>TT.size-p.offset) continue;
    xprintf("\nDisplaying notes found at file offset 0x%08llx with length "
      "0x%08llx:\n", p.offset, p.filesz);
    show_notes_at(p.offset, p.filesz);
  }
}

// Find section named or numbered arg
static int find_section(char *arg, struct sh *s)
{
  char *end;
  long i = strtol(arg, &end, 10);

  if (*arg && !*end) return getsh(i, s) ? i : -1;
  for (i = 0; getsh(i, s); i++) if (!strcmp(s->name, arg)) return i;

  return -1;
}

static void dump_section(char *arg, int hex)
{
  struct sh s, r;
  char *d;
  long long i, j, addr;
  int k;

  if (find_section(arg, &s)<0) {
    if (isdigit(*arg))
      error_msg("Warning: Section %s was not dumped because it does not exist!", arg);
    else error_msg("Warning: Section '%s' was not dumped because it does not exist", arg);
    return;
  }
  if (!s.size || s.type==8) {
    xprintf("Section '%s' has no data to dump.\n", s.name);
    return;
  }
  if (!(d = shdata(&s))) {
    error_msg("%s: section '%s' is past the end of the file", TT.name, s.name);
    return;
  }
  xprintf("\n%s dump of section '%s':\n", hex ? "Hex" : "String", s.name);
  if (!hex) {
    for (i = 0; i<s.size; i++) if (d[i]>=' ' && d[i]!=127) break;
    if (i == s.size) {
      xprintf("  No strings found in this section.\n");
      return;
    }
  }
  if (hex) {
    if (TT.type==1) for (k = 0; getsh(k, &r); k++)
      if ((r.type==4 || r.type==9) && r.info<TT.shnum && getsh(r.info, &r)
          && r.offset==s.offset && !strcmp(r.name, s.name)) {
        xprintf(" NOTE: This section has relocations against it, but these have"
          " NOT been applied to this dump.\n");
        break;
      }
    addr = TT.type==1 ? 0 : s.addr;
    for (i = 0; i<s.size; i += 16) {
      xprintf("  0x%08llx ", addr+i);
      for (j = 0; j<16; j++) {
        if (i+j<s.size) xprintf("%02x", (unsigned char)d[i+j]);
        else xprintf("  ");
        if ((j&3)==3) xputc(' ');
      }
      for (j = 0; j<16 && i+j<s.size; j++)
        xputc(d[i+j]>=' ' && d[i+j]<127 ? d[i+j] : '.');
      xputc('\n');
    }
  } else {
    for (i = 0; i<s.size; ) {
      unsigned char c;

      if (d[i]<' ' || d[i]==127) {
        i++;
        continue;
      }
      xprintf("  [%6llx]  ", i);
      for (; i<s.size && (c = d[i]); i++) {
        if (c=='\n') xprintf("\\n");
        else if (c<' ' || c==127) xprintf("^%c", c^64);
        else xputc(c);
      }
      xputc('\n');
    }
  }
  xputc('\n');
}

static void do_readelf(int fd, char *name)
{
  struct arg_list *al;
  struct sh s;
  struct stat st;

  TT.name = name;
  if (fstat(fd, &st) || !S_ISREG(st.st_mode)) {
    error_msg("%s: not a regular file", name);
    return;
  }
  TT.size = st.st_size;
  if (TT.size<16 || (TT.elf = mmap(0, TT.size, PROT_READ, MAP_PRIVATE, fd, 0))
      == MAP_FAILED) {
    if (TT.size>=16) perror_msg("%s", name);
    else error_msg("%s: not ELF", name);
    return;
  }
  if (memcmp(TT.elf, "\177ELF", 4) || (TT.elf[4]!=1 && TT.elf[4]!=2)
      || (TT.elf[5]!=1 && TT.elf[5]!=2)) {
    error_msg("%s: not ELF", name);
    goto done;
  }
  TT.bits = TT.elf[4]*32;
  TT.be = TT.elf[5]==2;
  if (TT.size < (TT.bits==64 ? 64 : 52)) {
    error_msg("%s: truncated", name);
    goto done;
  }
  TT.type = rd(16, 2);
  TT.machine = rd(18, 2);
  TT.entry = rdw(24);
  TT.phoff = rdw(24+W);
  TT.shoff = rdw(24+2*W);
  TT.phentsize = rd(30+3*W, 2);
  TT.phnum = rd(32+3*W, 2);
  TT.shentsize = rd(34+3*W, 2);
  TT.shnum = rd(36+3*W, 2);
  TT.shstrndx = rd(38+3*W, 2);
  TT.shstr = 0;
  if (TT.shnum && (TT.shoff<0 || TT.shoff>TT.size || TT.shentsize<(TT.bits==64
      ? 64 : 40) || TT.shnum*(long long)TT.shentsize>TT.size-TT.shoff)) {
    error_msg("%s: bad section table", name);
    TT.shnum = 0;
  }
  if (TT.phnum && (TT.phoff<0 || TT.phoff>TT.size || TT.phentsize<(TT.bits==64
      ? 56 : 32) || TT.phnum*(long long)TT.phentsize>TT.size-TT.phoff)) {
    error_msg("%s: bad program header table", name);
    TT.phnum = 0;
  }
  if (getsh(TT.shstrndx, &s) && shdata(&s)) TT.shstr = TT.elf+s.offset;

  if (toys.optc>1) xprintf("\nFile: %s\n", name);
  if (FLAG(h)) show_header();
  if (FLAG(S)) show_sections();
  if (FLAG(l)) show_program();
  if (FLAG(d)) show_dynamic();
  if (FLAG(r)) show_relocs();
  if (FLAG(s) || FLAG(dyn_syms)) show_symbols();
  if (FLAG(n)) show_notes();
  for (al = TT.x; al; al = al->next) dump_section(al->arg, 1);
  for (al = TT.p; al; al = al->next) dump_section(al->arg, 0);
done:
  munmap(TT.elf, TT.size);
}

void readelf_main(void)
{
  if (FLAG(a)) toys.optflags |= FLAG_d|FLAG_h|FLAG_l|FLAG_n|FLAG_r|FLAG_S|FLAG_s;
  if (!(toys.optflags&~FLAG_W) && !TT.x && !TT.p)
    help_exit("needs an option (-a -d -h -l -n -r -S -s -x -p)");
  loopfiles(toys.optargs, do_readelf);
}
