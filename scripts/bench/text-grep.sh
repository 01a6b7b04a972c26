# text-grep.sh - grep, sed, diff and awk against the host's (sourced by
# scripts/bench.sh), on the sizes the issues name: grep on 500 MB of text,
# sed on 200 MB, diff -u of two 100 MB files with 1,000 scattered changes.

data text500m 500 text
data text200m 200 text
data text100m 100 text
data csv100m 100 csv
# 1,000 patterns for grep -F -f: 990 random lower-case words (most never
# match) and 10 of the text's words
derived words1000 'awk "BEGIN { srand(2); for (i = 0; i < 990; i++) { s = \"\"
  for (j = 0; j < 7; j++) s = s sprintf(\"%c\", 97+int(rand()*26)); print s }
  print \"river\"; print \"mountain\"; print \"yesterday\"; print \"beautiful\"
  print \"government\"; print \"question\"; print \"children\"; print \"quickly\"
  print \"important\"; print \"together\" }"'
# the 100 MB text with every 2,300th of its ~2.3 M lines changed
derived text100m.changed 'awk "NR % 2300 == 0 { print \"changed line \" NR; next } 1" text100m'

# (grep's output goes through cat: GNU grep stops at the first match when
# its output is /dev/null, as hyperfine's is)
workload "grep -F word 500MB" 'grep -F river $BENCH_DATA/text500m | cat > /dev/null'
workload "grep -c word 500MB" 'grep -c river $BENCH_DATA/text500m | cat > /dev/null'
workload "grep -i word 500MB" 'grep -i river $BENCH_DATA/text500m | cat > /dev/null'
workload "grep -E 'a[0-9]+b' 500MB" "grep -E 'a[0-9]+b' \$BENCH_DATA/text500m | cat > /dev/null"
workload "grep -F -f 1000 words 500MB" 'grep -F -f $BENCH_DATA/words1000 $BENCH_DATA/text500m | cat > /dev/null'
workload "sed s/foo/bar/g 200MB" 'sed s/the/THE/g $BENCH_DATA/text200m > /dev/null'
workload "sed -n /re/p 200MB" "sed -n '/river/p' \$BENCH_DATA/text200m > /dev/null"
workload "diff -u 100MB, 1,000 changes" 'diff -u $BENCH_DATA/text100m $BENCH_DATA/text100m.changed > /dev/null || :'
workload "awk '{s+=NF}' 100MB" "awk '{ s += NF } END { print s }' \$BENCH_DATA/text100m"
workload "awk -F, '{print \$2,\$1}' 100MB csv" "awk -F, '{ print \$2, \$1 }' \$BENCH_DATA/csv100m > /dev/null"
workload "awk '{a[\$1]++}' 100MB" "awk '{ a[\$1]++ } END { for (k in a) n++; print n }' \$BENCH_DATA/text100m"
