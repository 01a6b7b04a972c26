# build.mk - compile and link, after scripts/genheaders.sh wrote $(GEN).
# Run by the top Makefile with BUILD, OUT, CC, CFLAGS, LDFLAGS set: the
# headers are in $(BUILD)/generated, objects go to $(BUILD)/generated/obj.

GEN := $(BUILD)/generated

SRCS := main.c $(wildcard lib/*.c) $(shell cat $(GEN)/srcs.txt)
OBJS := $(patsubst %.c,$(GEN)/obj/%.o,$(SRCS))
LIBS := $(shell cat $(GEN)/libs.txt)

# Always compared: another build (make static, make CC=...) may have left a
# different binary here, newer than this build's.
$(OUT): $(GEN)/$(notdir $(OUT)) FORCE
	@cmp -s $< $@ || { mkdir -p $(@D) && cp -f $< $@; }

FORCE:
.PHONY: FORCE

# (make static links the libraries it copied to $(BUILD)/zinc)
$(GEN)/$(notdir $(OUT)): $(OBJS) $(GEN)/libs.txt $(wildcard $(BUILD)/zinc/*.a)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(OBJS) $(LIBS)

$(GEN)/obj/%.o: %.c $(GEN)/cflags.txt
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -I$(BUILD) -I. -MMD -MP -c -o $@ $<

-include $(OBJS:.o=.d)
