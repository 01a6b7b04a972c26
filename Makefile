# Makefile - build toybox. "make help" lists the targets; see README.md.
#
# Copyright 2026 the toybox authors. 0BSD license: see LICENSE.

# CROSS_COMPILE=aarch64-linux-gnu- builds for another architecture with that
# prefix's cc (or gcc, which is all Debian's cross toolchains install).
ifeq ($(origin CC),default)
CC := $(CROSS_COMPILE)cc
ifneq ($(CROSS_COMPILE),)
ifeq ($(shell command -v $(CROSS_COMPILE)cc),)
CC := $(CROSS_COMPILE)gcc
endif
endif
endif
HOSTCC ?= cc
CFLAGS ?= -Os -g0
# Added to the user's CFLAGS/LDFLAGS once, here (not in recursive makes,
# which get the user's part only).
TOY_CFLAGS := -std=gnu11 -Wall -Wextra -Wno-sign-compare \
  -Wno-unused-parameter -Wno-missing-field-initializers \
  -ffunction-sections -fdata-sections -fno-strict-aliasing
# gcc's -Wformat-truncation is noise for us; clang has no such option.
ifeq ($(findstring clang,$(shell $(CC) --version 2>/dev/null)),)
TOY_CFLAGS += -Wno-format-truncation
endif
TOY_LDFLAGS := -Wl,--gc-sections
PREFIX ?= /usr/local/toybox

# BUILD is the directory holding this build's generated/ (headers, objects);
# the default build uses ./generated, other builds a directory below it.
BUILD ?= .
OUT ?= toybox
export HOSTCC

MAKEFLAGS += --no-print-directory
# Compiles run one per CPU unless make was given -j (make -j1: one at a
# time). (Known in a recipe only: make puts -j in MAKEFLAGS there.)
NPROC := $(shell nproc 2>/dev/null || echo 1)
JOBS = $(if $(findstring -j,$(MAKEFLAGS))$(findstring jobserver,$(MAKEFLAGS)),,-j$(NPROC))
SUBMAKE = $(MAKE) $(JOBS) -f scripts/build.mk BUILD=$(BUILD) OUT=$(OUT) CC="$(CC)" \
  CFLAGS="$(CFLAGS) $(TOY_CFLAGS)" LDFLAGS="$(LDFLAGS) $(TOY_LDFLAGS)"

all: toybox

# Names of the commands, for "make NAME" (a standalone one-command binary)
OP := (
COMMANDS := $(shell sed -n 's/^USE_[A-Z0-9_]*[$(OP)]NEWTOY[$(OP)]\([a-z0-9_]*\),.*/\1/p' \
  toys/*/*.c 2>/dev/null)
TARGETS := all toybox static sanitize test install install_flat uninstall \
  clean distclean help menuconfig defconfig allyesconfig allnoconfig \
  oldconfig savedefconfig bench selfhost single fuzz
SINGLES := $(filter-out $(TARGETS),$(COMMANDS))

.PHONY: $(TARGETS) $(SINGLES) headers FORCE

kconfig/kconf: kconfig/*.c kconfig/*.h
	$(HOSTCC) -O2 -Wall -Wextra -o $@ kconfig/*.c

scripts/mkgen: scripts/mkgen.c
	$(HOSTCC) -O2 -Wall -Wextra -o $@ $<

# The configuration: a missing .config starts as the defaults.
.config: | kconfig/kconf scripts/mkgen
	@mkdir -p generated
	@scripts/mkgen scan generated toys/*/*.c
	kconfig/kconf defconfig Config.in

KCONF_PREP = mkdir -p generated && scripts/mkgen scan generated toys/*/*.c
defconfig allyesconfig allnoconfig oldconfig menuconfig: kconfig/kconf scripts/mkgen
	@$(KCONF_PREP)
	kconfig/kconf $@ Config.in

savedefconfig: kconfig/kconf scripts/mkgen .config
	@$(KCONF_PREP)
	kconfig/kconf savedefconfig -s defconfig Config.in

headers: .config kconfig/kconf scripts/mkgen
	@GEN=$(BUILD)/generated CC="$(CC)" CFLAGS="$(CFLAGS) $(TOY_CFLAGS)" LDFLAGS="$(LDFLAGS)" SINGLE="$(SINGLE)" \
	  DISABLE="$(DISABLE)" scripts/genheaders.sh

toybox: headers
	@+$(SUBMAKE)

# A statically linked toybox, with musl. musl-gcc can't see glibc's headers
# and libraries: zlib's two headers and the host's libz.a are copied into a
# directory of their own for it, and so are libselinux's headers, libselinux.a,
# libsepol.a and libpcre2-8.a when all are there (else the SELinux commands
# are off).
# With CROSS_COMPILE, the cross compiler with musl's specs for its target
# (Debian's musl-dev:ARCH, e.g. musl-dev:arm64) builds it, in a build
# directory of its own, with that target's libraries.
TRIPLE := $(shell $(CC) -print-multiarch 2>/dev/null)
STATIC_CC = $(or $(MUSLCC),$(if $(CROSS_COMPILE),$(CC) -specs \
  /usr/lib/$(subst -gnu,-musl,$(TRIPLE))/musl-gcc.specs,musl-gcc))
STATIC_BUILD ?= generated/static$(if $(CROSS_COMPILE),-$(TRIPLE))
ZINC = $(STATIC_BUILD)/zinc
# (the target's multiarch directory: /usr/lib/* may hold other architectures')
LIBDIRS := $(addprefix /usr/lib/,$(TRIPLE) .)
LIBZ_A = $(firstword $(wildcard $(addsuffix /libz.a,$(LIBDIRS))))
LIBSEL_A = $(firstword $(wildcard $(addsuffix /libselinux.a,$(LIBDIRS))))
LIBPCRE_A = $(firstword $(wildcard $(addsuffix /libpcre2-8.a,$(LIBDIRS))))
LIBSEPOL_A = $(firstword $(wildcard $(addsuffix /libsepol.a,$(LIBDIRS))))
# libselinux's constructors (they look for selinuxfs and /etc/selinux at
# every start) move to a section of their own, which lib/selinux.c runs
# when a command first needs the library: other commands start as fast as
# without it.
OBJCOPY ?= $(CROSS_COMPILE)objcopy
SELSTATIC = $(if $(and $(LIBSEL_A),$(LIBPCRE_A),$(LIBSEPOL_A),$(wildcard /usr/include/selinux/selinux.h)),1)
static:
	@mkdir -p $(ZINC)
	@for i in /usr/include/zlib.h /usr/include/zconf.h $(LIBZ_A) \
	  $(if $(SELSTATIC),$(LIBPCRE_A) $(LIBSEPOL_A)); do \
	  [ ! -e $$i ] || cmp -s $$i $(ZINC)/$${i##*/} || cp $$i $(ZINC)/; done
	@$(if $(SELSTATIC),[ $(ZINC)/libselinux.a -nt $(LIBSEL_A) ] || \
	  $(OBJCOPY) --rename-section .init_array=selinux_init_array \
	  $(LIBSEL_A) $(ZINC)/libselinux.a)
	@$(if $(SELSTATIC),mkdir -p $(ZINC)/selinux; for i in /usr/include/selinux/*.h; do \
	  cmp -s $$i $(ZINC)/selinux/$${i##*/} || cp $$i $(ZINC)/selinux/; done, \
	  rm -rf $(ZINC)/selinux)
	@$(MAKE) BUILD=$(STATIC_BUILD) CC="$(STATIC_CC)" \
	  CFLAGS="$(CFLAGS) -I$(ZINC)$(if $(SELSTATIC), -DTOYBOX_SELINUX_STATIC)" \
	  LDFLAGS="-static -L$(ZINC) $(LDFLAGS)" toybox

# The same toybox with the address and undefined behaviour sanitizers, for
# running the suite against (make sanitize; make test SANITIZE=1). Memory
# still allocated at exit is not reported: commands exit, freeing everything.
# Not position-independent: the sanitized binary has about 180,000 dynamic
# relocations as a PIE, and resolving them at every start took a third of
# its start-up time, which the suite pays for each of its many thousand runs.
# Built with clang where there is one (CC= on the command line or in the
# environment chooses): gcc's build also gives UBSan's 33,000 location
# records ASan redzones, which are set up at every start. Allocation and
# free stacks aren't recorded (malloc_context_size=0): the first one stored
# costs each run some 400 page faults, and a report still names the bad
# access, its stack and the block; add ASAN_OPTIONS=malloc_context_size=30
# to a rerun for them. Both together halve a sanitized command's start-up.
# make.bats and make_config.bats build toybox with the plain compiler and
# test those builds, not the sanitized binary: they skip here
# (TOYBOX_BUILD_TESTS=1 runs them anyway).
SANITIZE_BIN = generated/sanitize/toybox
SANITIZE_CC = $(if $(filter command line environment,$(origin CC)),$(CC),$$(command -v clang >/dev/null 2>&1 && echo clang || echo $(CC)))
sanitize:
	@$(MAKE) BUILD=generated/sanitize OUT=$(SANITIZE_BIN) CC="$(SANITIZE_CC)" \
	  CFLAGS="-O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all -fno-pie" \
	  LDFLAGS="-no-pie" toybox
	@ASAN_OPTIONS=detect_leaks=0:malloc_context_size=0$(if $(ASAN_OPTIONS),:$(ASAN_OPTIONS)) \
	  TOYBOX_BUILD_TESTS=$${TOYBOX_BUILD_TESTS:-0} \
	  $(MAKE) test TOYBOX=$(SANITIZE_BIN) SANITIZE=0

# make NAME: a standalone binary ./NAME holding just that command.
# make single NAME=x: the same for a name that is also a target (test ...)
$(SINGLES):
	@$(MAKE) single NAME=$@

single:
	@test -n "$(NAME)" || { echo "usage: make single NAME=command" >&2; exit 1; }
	@$(MAKE) BUILD=generated/single/$(NAME) OUT=$(NAME) SINGLE=$(NAME) \
	  CFLAGS="$(CFLAGS) -DSINGLE_BUILD" toybox

# The suite: make test, make test_NAME. TOYBOX= picks the binary to test,
# TESTS= the bats files (default: all of tests/).
ARGTEST_BIN = generated/single/argtest/argtest
ifeq ($(SANITIZE),1)
test:
	@$(MAKE) sanitize
else
test: $(if $(TOYBOX),,toybox)
	@$(MAKE) BUILD=generated/single/argtest OUT=$(ARGTEST_BIN) SINGLE=argtest \
	  CFLAGS="$(CFLAGS) -DSINGLE_BUILD" toybox
	@TOYBOX="$(or $(TOYBOX),./toybox)" ARGTEST="$(ARGTEST_BIN)" scripts/test.sh $(TESTS)
endif

test_%: $(if $(TOYBOX),,toybox)
	@$(MAKE) BUILD=generated/single/argtest OUT=$(ARGTEST_BIN) SINGLE=argtest \
	  CFLAGS="$(CFLAGS) -DSINGLE_BUILD" toybox
	@TOYBOX="$(or $(TOYBOX),./toybox)" ARGTEST="$(ARGTEST_BIN)" \
	  scripts/test.sh tests/$*.bats

bench: toybox
	scripts/bench.sh

# libFuzzer harnesses (tests/fuzz/NAME.c), each run FUZZ_SECONDS (default 60)
fuzz:
	@scripts/fuzz.sh

# Build this tree, GNU hello and zlib with only toybox, make and the C
# toolchain on the PATH (scripts/selfhost.sh; SELFHOST_STEPS= picks steps).
selfhost: toybox
	@scripts/selfhost.sh

install: toybox
	@scripts/install.sh "$(PREFIX)"

install_flat: toybox
	@scripts/install.sh --flat "$(PREFIX)"

uninstall:
	@scripts/install.sh --uninstall "$(PREFIX)"

clean:
	rm -rf generated toybox $(SINGLES) kconfig/kconf scripts/mkgen

distclean: clean
	rm -f .config .config.old defconfig

help:
	@echo 'make                build ./toybox (runs "make defconfig" first if there is no .config)'
	@echo 'make NAME           a standalone binary ./NAME of one command (make single NAME=x)'
	@echo 'make static         ./toybox linked statically with musl-gcc (and libselinux.a)'
	@echo 'make sanitize       the suite against an ASan+UBSan build (also make test SANITIZE=1)'
	@echo 'make selfhost       build this tree, GNU hello and zlib with only toybox+make+cc'
	@echo 'make defconfig      .config with every default; allyesconfig, allnoconfig too'
	@echo 'make oldconfig      update .config for new symbols (asks on a terminal)'
	@echo 'make savedefconfig  write ./defconfig: only what differs from the defaults'
	@echo 'make menuconfig     choose commands and features in a full-screen menu'
	@echo 'make test           build and run the whole bats suite (make test_NAME: one file)'
	@echo 'make bench          time toybox against the host tools (hyperfine)'
	@echo 'make fuzz           build tests/fuzz/*.c with clang+libFuzzer, run each FUZZ_SECONDS'
	@echo 'make install        the binary and a symlink per command under PREFIX=$(PREFIX)'
	@echo 'make install_flat   every link in PREFIX itself; make uninstall removes them'
	@echo 'make clean          remove build output; distclean also removes .config'
