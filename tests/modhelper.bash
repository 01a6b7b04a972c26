# modhelper.bash - fabricated kernel modules for the insmod lsmod modinfo
# modprobe rmmod tests: ELF objects from cc -c with a .modinfo section.

# mkmod NAME "EXPORTS" "IMPORTS" KEY=VALUE...: NAME.ko exporting (in
# __ksymtab_strings, as depmod looks for) and using the given functions
mkmod()
{
  local n=$1 ex=$2 im=$3 i=0 kv e m
  shift 3
  {
    echo '#define I(n, s) static const char n[] __attribute__((section(".modinfo"), used, aligned(1))) = s'
    for kv in "name=$n" "$@"; do i=$((i+1)); echo "I(m$i, \"$kv\");"; done
    for e in $ex; do
      echo "int $e(void){return 0;}"
      echo "static const char ks_$e[] __attribute__((section(\"__ksymtab_strings\"), used, aligned(1))) = \"$e\";"
    done
    for m in $im; do echo "extern int $m(void); int use_$m(void){return $m();}"; done
  } > "mod_$n.c"
  cc -c "mod_$n.c" -o "$n.ko"
}

# modtree: root/lib/modules/9.9.9 with a_mod (needs b-mod, c_mod), c_mod
# (softdep pre: d_mod post: x_mod), x_mod.ko.xz, bl_mod, and the
# modules.dep/alias/softdep/builtin that depmod makes of them
modtree()
{
  needs_cmd cc
  local D=root/lib/modules/9.9.9
  mkdir -p $D/kernel/drivers root/etc/modprobe.d
  mkmod c_mod c_func "" "license=GPL" "softdep=pre: d_mod post: x_mod"
  mkmod b_mod b_func c_func "alias=b-alias"
  mkmod a_mod "" "b_func c_func" "alias=fake_alias" "alias=pci:v00001234d*"
  mkmod d_mod "" ""
  mkmod bl_mod "" ""
  mkmod x_mod "" ""
  mv c_mod.ko d_mod.ko bl_mod.ko a_mod.ko $D/kernel/drivers/
  mv b_mod.ko $D/kernel/drivers/b-mod.ko
  xz -c x_mod.ko > $D/kernel/drivers/x_mod.ko.xz
  cat > $D/modules.dep <<'EOT'
kernel/drivers/bl_mod.ko:
kernel/drivers/a_mod.ko: kernel/drivers/b-mod.ko kernel/drivers/c_mod.ko
kernel/drivers/x_mod.ko.xz:
kernel/drivers/c_mod.ko:
kernel/drivers/d_mod.ko:
kernel/drivers/b-mod.ko: kernel/drivers/c_mod.ko
EOT
  printf '%s\n' '# Aliases extracted from modules themselves.' 'alias fake_alias a_mod' \
    'alias pci:v00001234d* a_mod' 'alias b-alias b_mod' > $D/modules.alias
  printf '%s\n' '# Soft dependencies extracted from modules themselves.' \
    'softdep c_mod pre: d_mod post: x_mod' > $D/modules.softdep
  echo kernel/fs/builtin_fs.ko > $D/modules.builtin
  printf '%s\n' 'blacklist bl_mod' 'options c_mod foo=1 bar=2' \
    'alias myalias bl_mod' '# a comment' 'options myalias z=3' > root/etc/modprobe.d/t.conf
  M=$PWD/$D/kernel/drivers
}
