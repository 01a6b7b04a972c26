#!/usr/bin/env bats
# makedevs: the buildroot device table format (as Debian's toybox makedevs
# --help describes it); the files made checked with GNU stat. (Debian's
# toybox 0.8.9 itself wants existing parents and files, and refuses "-" in
# a directory's fields, so it can't be compared directly.)

load helper

table() {
  cat <<'T'
# name		type	mode	uid	gid	major	minor	start	inc	count
/dev		d	755	0	0	-	-	-	-	-
/dev/null	c	666	0	0	1	3	0	0	-
/dev/tty	c	620	0	5	5	0	-	-	-
/dev/hda	b	640	0	6	3	0	0	0	-
/dev/hda	b	640	0	6	3	1	1	1	3
/etc/deep/dir	d	700	12	34
/etc/passwd	f	644	0	0
/var/fifo	p	600	1	2

/dev/ttyS	c	600	0	0	4	64	0	1	2
T
}

@test "makedevs -d TABLE DIR" {
  needs_root
  table > table
  mkdir ours
  run makedevs -d table ours
  check '' 0
  run bash -c "cd ours && find . | sort | wc -l"
  check 16 0
  run stat -c "%n %F %a %u:%g %t,%T" ours/dev/hda3 ours/dev/ttyS1 ours/etc/deep/dir ours/var/fifo
  check "ours/dev/hda3 block special file 640 0:6 3,3
ours/dev/ttyS1 character special file 600 0:0 4,41
ours/etc/deep/dir directory 700 12:34 0,0
ours/var/fifo fifo 600 1:2 0,0" 0
}

@test "makedevs reads the table from stdin, again over existing files" {
  needs_root
  mkdir d
  table | makedevs d
  run bash -c "table() { cat; }; makedevs d < /dev/stdin" <<< "/dev/null c 600 0 0 1 3"
  check '' 0
  run stat -c "%a %t,%T" d/dev/null
  check '600 1,3' 0
}

@test "makedevs: bad lines reported, the others made" {
  needs_root
  printf '%s\n' "/a q 644 0 0" "/b f 6x4 0 0" "/../c f 644 0 0" "/d f 640 0 0" > t
  mkdir d
  run makedevs -d t d
  check "makedevs: t: line 1: bad entry
makedevs: t: line 2: bad entry
makedevs: t: line 3: bad name '/../c'" 1
  run stat -c %a d/d
  check 640 0
}

@test "makedevs: missing ROOTDIR, missing table" {
  run makedevs -d nonexistent .
  [ "$status" = 1 ] && [[ "$output" == *nonexistent* ]]
  run makedevs nonexistent < /dev/null
  [ "$status" = 1 ] && [[ "$output" == *nonexistent* ]]
}
