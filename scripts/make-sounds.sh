#!/usr/bin/env bash
# Makes the box's sound sprite (public/sounds/azuma.ogg + .mp3) and its map (src/shell/audio/sprite.json) with espeak-ng and sox.
# Needs: apt-get install -y --no-install-recommends espeak-ng sox libsox-fmt-mp3
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/public/sounds"
MAP="$ROOT/src/shell/audio/sprite.json"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
RATE=22050
GAP=0.12 # seconds of silence between clips, so that a clip never bleeds into the next
TAIL=60  # ms of that silence added to each clip's length: mp3 decoders may shift the audio by ~50 ms

# Repeatable: sox seeds its noise generators and dither with a fixed number, so a re-run gives the same files.
export SOX_OPTS=-R

mkdir -p "$OUT"
norm() { sox "$1" -r "$RATE" -c 1 -b 16 "$2" gain -n -3 fade t 0.005 0 0.02; }

# The caller's voice: the edition's word in each language's voice (-s speed, -p pitch, -a amplitude).
for lang in en de fr; do
  for word in AZUMA ZUMA; do
    name="call-$(echo "$word" | tr 'A-Z' 'a-z')-$lang"
    espeak-ng -v "$lang" -s 165 -p 58 -a 180 -w "$WORK/raw.wav" "$word!"
    sox "$WORK/raw.wav" "$WORK/trim.wav" silence 1 0.01 1% reverse silence 1 0.01 1% reverse
    norm "$WORK/trim.wav" "$WORK/$name.wav"
  done
done

# BONANZA RUMMY's dealer calls, made the same way: clip call-<key>-<lang>, words per language in the key's order.
BZ_KEYS=(joker queenJack sequence tenTwo poker bonanza)
BZ_WORDS_en=("Joker!" "Queen-Jack!" "Sequence!" "Ten-Two!" "Poker!" "Bonanza!")
BZ_WORDS_de=("Joker!" "Dame-Bube!" "Sequenz!" "Zehn-Zwei!" "Poker!" "Bonanza!")
BZ_WORDS_fr=("Joker !" "Dame-Valet !" "Séquence !" "Dix-Deux !" "Poker !" "Bonanza !")
# espeak-ng reads German "Joker" as "Yoker" and switches French "Joker"/"Poker" to its English voice:
# spelled as said, so that each call stays in its language's voice and sounds as a dealer there says it.
say_as() {
  case "$1:$2" in
    "de:Joker!") echo "Dschoker!" ;;
    "fr:Joker !") echo "Jokère !" ;;
    "fr:Poker !") echo "Pokère !" ;;
    *) echo "$2" ;;
  esac
}
for lang in en de fr; do
  declare -n words="BZ_WORDS_$lang"
  for k in "${!BZ_KEYS[@]}"; do
    name="call-${BZ_KEYS[$k]}-$lang"
    espeak-ng -v "$lang" -s 165 -p 58 -a 180 -w "$WORK/raw.wav" "$(say_as "$lang" "${words[$k]}")"
    sox "$WORK/raw.wav" "$WORK/trim.wav" silence 1 0.01 1% reverse silence 1 0.01 1% reverse
    norm "$WORK/trim.wav" "$WORK/$name.wav"
  done
  unset -n words
done

# A soft thump under every call: a low sine that dies away.
sox -n -r "$RATE" -c 1 "$WORK/t.wav" synth 0.18 sine 90:55 fade q 0.003 0.18 0.15 gain -6
norm "$WORK/t.wav" "$WORK/thump.wav"

# Card slide: filtered noise swelling and fading (a swoosh across the felt).
sox -n -r "$RATE" -c 1 "$WORK/t.wav" synth 0.28 pinknoise fade q 0.08 0.28 0.17 \
  sinc 900-5000 gain -10
norm "$WORK/t.wav" "$WORK/slide.wav"
sox "$WORK/slide.wav" "$WORK/t2.wav" gain -6 && mv "$WORK/t2.wav" "$WORK/slide.wav"

# Pick-up: a short dry tick of card on card.
sox -n -r "$RATE" -c 1 "$WORK/t.wav" synth 0.05 whitenoise sinc 2000-7000 fade q 0.001 0.05 0.045 gain -8
norm "$WORK/t.wav" "$WORK/pickup.wav"
sox "$WORK/pickup.wav" "$WORK/t2.wav" gain -8 && mv "$WORK/t2.wav" "$WORK/pickup.wav"

# Stick grab: a wooden knock and a quick upward spring.
sox -n -r "$RATE" -c 1 "$WORK/knock.wav" synth 0.07 sine 420 fade q 0.001 0.07 0.065
sox -n -r "$RATE" -c 1 "$WORK/spring.wav" synth 0.16 triangle 300:1100 fade q 0.005 0.16 0.1 gain -9
sox -m "$WORK/knock.wav" "$WORK/spring.wav" "$WORK/t.wav"
norm "$WORK/t.wav" "$WORK/grab.wav"

# Score: two bright bell notes (pencil on the sheet, points written).
sox -n -r "$RATE" -c 1 "$WORK/n1.wav" synth 0.14 sine 880 fade q 0.002 0.14 0.12
sox -n -r "$RATE" -c 1 "$WORK/n2.wav" synth 0.3 sine 1318.5 fade q 0.002 0.3 0.28
sox "$WORK/n1.wav" "$WORK/n2.wav" "$WORK/t.wav"
norm "$WORK/t.wav" "$WORK/score.wav"
sox "$WORK/score.wav" "$WORK/t2.wav" gain -4 && mv "$WORK/t2.wav" "$WORK/score.wav"

# End-of-game fanfare: a rising arpeggio and a held chord on square-ish brass.
i=0
for f in 523.25 659.25 783.99; do
  sox -n -r "$RATE" -c 1 "$WORK/f$i.wav" synth 0.16 square "$f" sine "$f" remix - \
    fade q 0.005 0.16 0.04 gain -14
  i=$((i + 1))
done
sox -n -r "$RATE" -c 1 "$WORK/chord.wav" synth 0.9 square 523.25 square 659.25 square 783.99 square 1046.5 \
  remix - fade q 0.01 0.9 0.5 gain -20
sox "$WORK/f0.wav" "$WORK/f1.wav" "$WORK/f2.wav" "$WORK/chord.wav" "$WORK/t.wav"
norm "$WORK/t.wav" "$WORK/fanfare.wav"

# Chips: a few clay chips landing on a stack, four quick soft clacks (a muffled noise tick and a
# short ringing tone each), at uneven spacing and falling loudness, ~0.25 s in all.
i=0
for spec in "0 2650 0" "0.06 3050 -3" "0.13 2450 -5" "0.19 2850 -8"; do
  read -r at freq level <<<"$spec"
  sox -n -r "$RATE" -c 1 "$WORK/cn.wav" synth 0.035 whitenoise sinc 1200-4500 fade q 0.001 0.035 0.032 gain -6
  sox -n -r "$RATE" -c 1 "$WORK/cs.wav" synth 0.06 sine "$freq" fade q 0.001 0.06 0.058 gain -14
  sox -m "$WORK/cn.wav" "$WORK/cs.wav" "$WORK/cc.wav"
  sox "$WORK/cc.wav" "$WORK/c$i.wav" gain "$level" pad "$at" 0
  i=$((i + 1))
done
sox -m -v 1 "$WORK/c0.wav" -v 1 "$WORK/c1.wav" -v 1 "$WORK/c2.wav" -v 1 "$WORK/c3.wav" "$WORK/t.wav" \
  lowpass 6000
norm "$WORK/t.wav" "$WORK/chips.wav"
sox "$WORK/chips.wav" "$WORK/t2.wav" gain -7 && mv "$WORK/t2.wav" "$WORK/chips.wav"

# Card: one card laid on the felt, a soft low tick and a brief muffled swoosh (lower and shorter than
# the slide, softer and longer than the pick-up), ~0.12 s.
sox -n -r "$RATE" -c 1 "$WORK/ct.wav" synth 0.02 pinknoise sinc 600-3000 fade q 0.001 0.02 0.018 gain -4
sox -n -r "$RATE" -c 1 "$WORK/cw.wav" synth 0.12 pinknoise sinc 300-2200 fade q 0.01 0.12 0.09 gain -10
sox -m "$WORK/ct.wav" "$WORK/cw.wav" "$WORK/t.wav"
norm "$WORK/t.wav" "$WORK/card.wav"
sox "$WORK/card.wav" "$WORK/t2.wav" gain -8 && mv "$WORK/t2.wav" "$WORK/card.wav"

# One sprite: clips in a fixed order with gaps; the map gives [offset ms, duration ms] per clip.
CLIPS=(call-azuma-en call-azuma-de call-azuma-fr call-zuma-en call-zuma-de call-zuma-fr
  thump slide pickup grab score fanfare)
# BONANZA RUMMY's clips come after AZUMA's, so that those keep their offsets.
for lang in en de fr; do
  for key in "${BZ_KEYS[@]}"; do CLIPS+=("call-$key-$lang"); done
done
CLIPS+=(chips card)
sox -n -r "$RATE" -c 1 -b 16 "$WORK/gap.wav" trim 0 "$GAP"
parts=()
offset=0
{
  echo "{"
  n=${#CLIPS[@]}
  for k in "${!CLIPS[@]}"; do
    clip="${CLIPS[$k]}"
    dur=$(soxi -D "$WORK/$clip.wav")
    ms_off=$(awk -v o="$offset" 'BEGIN { printf "%d", o * 1000 }')
    ms_dur=$(awk -v d="$dur" -v t="$TAIL" 'BEGIN { printf "%d", d * 1000 + t + 0.5 }')
    sep=","
    [ "$k" -eq $((n - 1)) ] && sep=""
    echo "  \"$clip\": [$ms_off, $ms_dur]$sep"
    parts+=("$WORK/$clip.wav" "$WORK/gap.wav")
    offset=$(awk -v o="$offset" -v d="$dur" -v g="$GAP" 'BEGIN { printf "%.6f", o + d + g }')
  done
  echo "}"
} >"$MAP"
sox "${parts[@]}" "$WORK/sprite.wav"

sox "$WORK/sprite.wav" -C 2 "$OUT/azuma.ogg"
sox "$WORK/sprite.wav" -C 48 "$OUT/azuma.mp3"
ls -l "$OUT" "$MAP"
