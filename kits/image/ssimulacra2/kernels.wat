;; The hot loops of SSIMULACRA2 with 128-bit SIMD (four float32 lanes). `npm run build:wasm` compiles
;; this file with wabt into kernels-wasm.ts; scale.ts says in which order they run. Operations round
;; to single precision as libjxl's tools/ssimulacra2 computes, except where a comment says otherwise.
;;
;; Addresses are byte offsets; rows hold float32 values and may be read and written past their
;; width up to the next multiple of 4 values (scale.ts pads them).
(module
  (memory (export "memory") 1)

  ;; Written once by kernels.ts:
  ;;    0: the blur's input weights n1 n3 n5, 12: its previous-output weights −d1 −d3 (−d5 = 0)
  ;;   32: the opsin absorbance matrix (9 values, row by row), 68: its bias, 72: −∛bias
  ;; 1024: linear light of each 8-bit sRGB value (256 values)
  ;; Filled before each call of blurVertical4:
  ;;   96: the 4 rows above its output rows, 112: the 4 rows below

  ;; ---- Linear RGB --------------------------------------------------------------------------------

  ;; `width` RGBA pixels (8-bit sRGB) → linear r, g and b rows, through the table at 1024. Returns
  ;; the bitwise and of their alpha values: 255 when the row is opaque.
  (func (export "linearFromSrgb8") (param $rgba i32) (param $r i32) (param $g i32) (param $b i32) (param $width i32) (result i32)
    (local $end i32) (local $pixel i32) (local $alpha i32)
    (local.set $alpha (i32.const -1))
    (local.set $end (i32.add (local.get $rgba) (i32.shl (local.get $width) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $rgba) (local.get $end)))
        (local.set $pixel (i32.load (local.get $rgba)))
        (local.set $alpha (i32.and (local.get $alpha) (local.get $pixel)))
        (f32.store (local.get $r) (f32.load offset=1024 (i32.shl (i32.and (local.get $pixel) (i32.const 0xff)) (i32.const 2))))
        (f32.store (local.get $g) (f32.load offset=1024 (i32.and (i32.shr_u (local.get $pixel) (i32.const 6)) (i32.const 0x3fc))))
        (f32.store (local.get $b) (f32.load offset=1024 (i32.and (i32.shr_u (local.get $pixel) (i32.const 14)) (i32.const 0x3fc))))
        (local.set $rgba (i32.add (local.get $rgba) (i32.const 4)))
        (local.set $r (i32.add (local.get $r) (i32.const 4)))
        (local.set $g (i32.add (local.get $g) (i32.const 4)))
        (local.set $b (i32.add (local.get $b) (i32.const 4)))
        (br $next)))
    (i32.shr_u (local.get $alpha) (i32.const 24)))

  ;; One row of the half-size image: each value the mean of a 2×2 block of `top` and `bottom`
  ;; (summed in the reference's order), the last column repeated when `inWidth` is odd.
  (func (export "downscaleRow") (param $top i32) (param $bottom i32) (param $out i32) (param $outWidth i32) (param $inWidth i32)
    (local $at i32) (local $end i32) (local $from i32) (local $a0 v128) (local $a1 v128) (local $b0 v128) (local $b1 v128)
    (local $last f32) (local $lastBelow f32)
    (local.set $end (i32.shl (local.get $outWidth) (i32.const 2)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $from (i32.shl (local.get $at) (i32.const 1)))
        (local.set $a0 (v128.load (i32.add (local.get $top) (local.get $from))))
        (local.set $a1 (v128.load offset=16 (i32.add (local.get $top) (local.get $from))))
        (local.set $b0 (v128.load (i32.add (local.get $bottom) (local.get $from))))
        (local.set $b1 (v128.load offset=16 (i32.add (local.get $bottom) (local.get $from))))
        (v128.store (i32.add (local.get $out) (local.get $at))
          (f32x4.mul
            (f32x4.add
              (f32x4.add
                (f32x4.add
                  (i8x16.shuffle 0 1 2 3 8 9 10 11 16 17 18 19 24 25 26 27 (local.get $a0) (local.get $a1))
                  (i8x16.shuffle 4 5 6 7 12 13 14 15 20 21 22 23 28 29 30 31 (local.get $a0) (local.get $a1)))
                (i8x16.shuffle 0 1 2 3 8 9 10 11 16 17 18 19 24 25 26 27 (local.get $b0) (local.get $b1)))
              (i8x16.shuffle 4 5 6 7 12 13 14 15 20 21 22 23 28 29 30 31 (local.get $b0) (local.get $b1)))
            (v128.const f32x4 0.25 0.25 0.25 0.25)))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $next)))
    (if (i32.and (local.get $inWidth) (i32.const 1))
      (then
        (local.set $last (f32.load (i32.add (local.get $top) (i32.shl (i32.sub (local.get $inWidth) (i32.const 1)) (i32.const 2)))))
        (local.set $lastBelow (f32.load (i32.add (local.get $bottom) (i32.shl (i32.sub (local.get $inWidth) (i32.const 1)) (i32.const 2)))))
        (f32.store (i32.add (local.get $out) (i32.shl (i32.sub (local.get $outWidth) (i32.const 1)) (i32.const 2)))
          (f32.mul
            (f32.add (f32.add (f32.add (local.get $last) (local.get $last)) (local.get $lastBelow)) (local.get $lastBelow))
            (f32.const 0.25))))))

  ;; ---- Linear RGB to XYB -------------------------------------------------------------------------

  ;; Linear RGB → positive XYB (X·14 + 0.42, Y + 0.01, B − Y + 0.55) for `bytes` of each plane.
  (func (export "positiveXyb")
    (param $r i32) (param $g i32) (param $b i32) (param $x i32) (param $y i32) (param $s i32) (param $bytes i32)
    (local $at i32) (local $chunk i32)
    ;; In chunks that stay in the first-level cache across the three steps.
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $bytes)))
        (local.set $chunk (i32.sub (local.get $bytes) (local.get $at)))
        (if (i32.gt_u (local.get $chunk) (i32.const 2048)) (then (local.set $chunk (i32.const 2048))))
        (call $opsinAbsorbance
          (i32.add (local.get $r) (local.get $at)) (i32.add (local.get $g) (local.get $at)) (i32.add (local.get $b) (local.get $at))
          (i32.add (local.get $x) (local.get $at)) (i32.add (local.get $y) (local.get $at)) (i32.add (local.get $s) (local.get $at))
          (local.get $chunk))
        (call $cubeRootsMinusBias (i32.add (local.get $x) (local.get $at)) (local.get $chunk))
        (call $cubeRootsMinusBias (i32.add (local.get $y) (local.get $at)) (local.get $chunk))
        (call $cubeRootsMinusBias (i32.add (local.get $s) (local.get $at)) (local.get $chunk))
        (call $positiveOpponents
          (i32.add (local.get $x) (local.get $at)) (i32.add (local.get $y) (local.get $at)) (i32.add (local.get $s) (local.get $at))
          (local.get $chunk))
        (local.set $at (i32.add (local.get $at) (local.get $chunk)))
        (br $next))))

  ;; mixed = max(0, m0·r + (m1·g + (m2·b + bias))) for the three rows of the matrix, into l, m, s.
  (func $opsinAbsorbance
    (param $r i32) (param $g i32) (param $b i32) (param $l i32) (param $m i32) (param $s i32) (param $bytes i32)
    (local $at i32) (local $red v128) (local $green v128) (local $blue v128) (local $bias v128) (local $zero v128)
    (local $m00 v128) (local $m01 v128) (local $m02 v128)
    (local $m10 v128) (local $m11 v128) (local $m12 v128)
    (local $m20 v128) (local $m21 v128) (local $m22 v128)
    (local.set $m00 (v128.load32_splat (i32.const 32)))
    (local.set $m01 (v128.load32_splat (i32.const 36)))
    (local.set $m02 (v128.load32_splat (i32.const 40)))
    (local.set $m10 (v128.load32_splat (i32.const 44)))
    (local.set $m11 (v128.load32_splat (i32.const 48)))
    (local.set $m12 (v128.load32_splat (i32.const 52)))
    (local.set $m20 (v128.load32_splat (i32.const 56)))
    (local.set $m21 (v128.load32_splat (i32.const 60)))
    (local.set $m22 (v128.load32_splat (i32.const 64)))
    (local.set $bias (v128.load32_splat (i32.const 68)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $bytes)))
        (local.set $red (v128.load (i32.add (local.get $r) (local.get $at))))
        (local.set $green (v128.load (i32.add (local.get $g) (local.get $at))))
        (local.set $blue (v128.load (i32.add (local.get $b) (local.get $at))))
        (v128.store (i32.add (local.get $l) (local.get $at))
          (f32x4.pmax (local.get $zero)
            (f32x4.add (f32x4.mul (local.get $m00) (local.get $red))
              (f32x4.add (f32x4.mul (local.get $m01) (local.get $green))
                (f32x4.add (f32x4.mul (local.get $m02) (local.get $blue)) (local.get $bias))))))
        (v128.store (i32.add (local.get $m) (local.get $at))
          (f32x4.pmax (local.get $zero)
            (f32x4.add (f32x4.mul (local.get $m10) (local.get $red))
              (f32x4.add (f32x4.mul (local.get $m11) (local.get $green))
                (f32x4.add (f32x4.mul (local.get $m12) (local.get $blue)) (local.get $bias))))))
        (v128.store (i32.add (local.get $s) (local.get $at))
          (f32x4.pmax (local.get $zero)
            (f32x4.add (f32x4.mul (local.get $m20) (local.get $red))
              (f32x4.add (f32x4.mul (local.get $m21) (local.get $green))
                (f32x4.add (f32x4.mul (local.get $m22) (local.get $blue)) (local.get $bias))))))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $next))))

  ;; In place: v → ∛v − ∛bias (v ≥ bias > 0). A guess from the bits (a third of the exponent and
  ;; mantissa, within 4 %), then two Halley steps r ← r·(r³ + 2v)/(2r³ + v), each cubing the error:
  ;; single precision in half the operations of libjxl's four Newton steps towards 1/∛v.
  (func $cubeRootsMinusBias (param $at i32) (param $bytes i32)
    (local $end i32) (local $v v128) (local $twoV v128) (local $r v128) (local $r3 v128) (local $add v128)
    (local.set $add (v128.load32_splat (i32.const 72)))
    (local.set $end (i32.add (local.get $at) (local.get $bytes)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $v (v128.load (local.get $at)))
        (local.set $twoV (f32x4.add (local.get $v) (local.get $v)))
        (local.set $r
          (i32x4.add
            (i32x4.trunc_sat_f32x4_s (f32x4.mul (f32x4.convert_i32x4_s (local.get $v)) (v128.const f32x4 0.33333334 0.33333334 0.33333334 0.33333334)))
            (v128.const i32x4 709921077 709921077 709921077 709921077)))
        (local.set $r3 (f32x4.mul (f32x4.mul (local.get $r) (local.get $r)) (local.get $r)))
        (local.set $r
          (f32x4.div (f32x4.mul (local.get $r) (f32x4.add (local.get $r3) (local.get $twoV)))
            (f32x4.add (f32x4.add (local.get $r3) (local.get $r3)) (local.get $v))))
        (local.set $r3 (f32x4.mul (f32x4.mul (local.get $r) (local.get $r)) (local.get $r)))
        (local.set $r
          (f32x4.div (f32x4.mul (local.get $r) (f32x4.add (local.get $r3) (local.get $twoV)))
            (f32x4.add (f32x4.add (local.get $r3) (local.get $r3)) (local.get $v))))
        (v128.store (local.get $at) (f32x4.add (local.get $r) (local.get $add)))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $next))))

  ;; In place: (l, m, s) → (0.5·(l − m)·14 + 0.42, 0.5·(l + m) + 0.01, (s − 0.5·(l + m)) + 0.55).
  (func $positiveOpponents (param $l i32) (param $m i32) (param $s i32) (param $bytes i32)
    (local $at i32) (local $long v128) (local $medium v128) (local $y v128) (local $half v128)
    (local.set $half (v128.const f32x4 0.5 0.5 0.5 0.5))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $bytes)))
        (local.set $long (v128.load (i32.add (local.get $l) (local.get $at))))
        (local.set $medium (v128.load (i32.add (local.get $m) (local.get $at))))
        (local.set $y (f32x4.mul (local.get $half) (f32x4.add (local.get $long) (local.get $medium))))
        (v128.store (i32.add (local.get $s) (local.get $at))
          (f32x4.add (f32x4.sub (v128.load (i32.add (local.get $s) (local.get $at))) (local.get $y)) (v128.const f32x4 0.55 0.55 0.55 0.55)))
        (v128.store (i32.add (local.get $l) (local.get $at))
          (f32x4.add
            (f32x4.mul (f32x4.mul (local.get $half) (f32x4.sub (local.get $long) (local.get $medium))) (v128.const f32x4 14 14 14 14))
            (v128.const f32x4 0.42 0.42 0.42 0.42)))
        (v128.store (i32.add (local.get $m) (local.get $at))
          (f32x4.add (local.get $y) (v128.const f32x4 0.01 0.01 0.01 0.01)))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $next))))

  ;; ---- The recursive Gaussian --------------------------------------------------------------------
  ;; Three recursions y[n] = n·(x[n − reach − 1] + x[n + reach − 1]) + (−d·y[n − 1] − y[n − 2]),
  ;; summed. Rounding errors add up along a whole row or column (the recursions neither damp nor
  ;; forget them) and SSIM's variances amplify them: where the reference rounds −d·y[n − 1] − y[n − 2]
  ;; once (a fused multiply-add), so does the first recursion here, the largest, through float64.
  ;; Rounding its product apart cost up to 2 points on near-lossless photos; the two smaller
  ;; recursions barely count. The third has d = 2·cos(π/2) = 0.

  ;; Four rows `stride` apart → one row of 4-lane vectors (lane k from row k), so that the horizontal
  ;; recursion runs on four rows at once. The `tailVectors` after the last are cleared: the blur
  ;; reads them as the zeros outside the image.
  (func (export "interleaveRows") (param $rows i32) (param $stride i32) (param $out i32) (param $width i32) (param $tailVectors i32)
    (local $at i32) (local $end i32) (local $to i32) (local $ab01 v128) (local $ab23 v128) (local $cd01 v128) (local $cd23 v128)
    (local.set $end (i32.shl (local.get $width) (i32.const 2)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $ab01
          (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23
            (v128.load (i32.add (local.get $rows) (local.get $at)))
            (v128.load (i32.add (i32.add (local.get $rows) (local.get $stride)) (local.get $at)))))
        (local.set $ab23
          (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31
            (v128.load (i32.add (local.get $rows) (local.get $at)))
            (v128.load (i32.add (i32.add (local.get $rows) (local.get $stride)) (local.get $at)))))
        (local.set $cd01
          (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23
            (v128.load (i32.add (i32.add (local.get $rows) (i32.shl (local.get $stride) (i32.const 1))) (local.get $at)))
            (v128.load (i32.add (i32.add (local.get $rows) (i32.mul (local.get $stride) (i32.const 3))) (local.get $at)))))
        (local.set $cd23
          (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31
            (v128.load (i32.add (i32.add (local.get $rows) (i32.shl (local.get $stride) (i32.const 1))) (local.get $at)))
            (v128.load (i32.add (i32.add (local.get $rows) (i32.mul (local.get $stride) (i32.const 3))) (local.get $at)))))
        (local.set $to (i32.add (local.get $out) (i32.shl (local.get $at) (i32.const 2))))
        (v128.store (local.get $to) (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $ab01) (local.get $cd01)))
        (v128.store offset=16 (local.get $to) (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31 (local.get $ab01) (local.get $cd01)))
        (v128.store offset=32 (local.get $to) (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $ab23) (local.get $cd23)))
        (v128.store offset=48 (local.get $to) (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31 (local.get $ab23) (local.get $cd23)))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $next)))
    (memory.fill (i32.add (local.get $out) (i32.shl (local.get $width) (i32.const 4))) (i32.const 0) (i32.shl (local.get $tailVectors) (i32.const 4))))

  ;; The horizontal pass on four interleaved rows: out[n] for n from 1 − reach to width − 1 (n < 0
  ;; lands in the room before `out`). Its input is a, or a·b value by value when b is not 0 (the
  ;; products whose blur gives σ1², σ2² and σ12), readable as zeros from 2·reach vectors before a row
  ;; to reach vectors after it. Then back to four rows `stride` apart.
  (func (export "blurRowsInterleaved")
    (param $a i32) (param $b i32) (param $work i32) (param $rows i32) (param $stride i32) (param $width i32) (param $reach i32)
    (local $left i32) (local $right i32) (local $to i32) (local $end i32) (local $sum v128)
    (local $n1 v128) (local $n3 v128) (local $n5 v128) (local $d1 v128) (local $d3 v128)
    (local $p1Low v128) (local $p1High v128) (local $q1Low v128) (local $q1High v128)
    (local $p3 v128) (local $p5 v128) (local $q3 v128) (local $q5 v128) (local $o1 v128) (local $o3 v128) (local $o5 v128)
    (local.set $n1 (v128.load32_splat (i32.const 0)))
    (local.set $n3 (v128.load32_splat (i32.const 4)))
    (local.set $n5 (v128.load32_splat (i32.const 8)))
    (local.set $d1 (f64x2.splat (f64.promote_f32 (f32.load (i32.const 12)))))
    (local.set $d3 (v128.load32_splat (i32.const 16)))
    ;; n = 1 − reach: the left input is n − reach − 1 = −2·reach, the right n + reach − 1 = 0.
    (local.set $left (i32.mul (local.get $reach) (i32.const -32)))
    (local.set $to (i32.add (local.get $work) (i32.mul (i32.sub (local.get $reach) (i32.const 1)) (i32.const -16))))
    (local.set $end (i32.add (local.get $work) (i32.shl (local.get $width) (i32.const 4))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $to) (local.get $end)))
        (if (local.get $b)
          (then
            (local.set $sum
              (f32x4.add
                (f32x4.mul (v128.load (i32.add (local.get $a) (local.get $left))) (v128.load (i32.add (local.get $b) (local.get $left))))
                (f32x4.mul (v128.load (i32.add (local.get $a) (local.get $right))) (v128.load (i32.add (local.get $b) (local.get $right)))))))
          (else
            (local.set $sum (f32x4.add (v128.load (i32.add (local.get $a) (local.get $left))) (v128.load (i32.add (local.get $a) (local.get $right)))))))
        (local.set $o1
          (f32x4.add (f32x4.mul (local.get $n1) (local.get $sum))
            (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
              (f32x4.demote_f64x2_zero (f64x2.sub (f64x2.mul (local.get $d1) (local.get $p1Low)) (local.get $q1Low)))
              (f32x4.demote_f64x2_zero (f64x2.sub (f64x2.mul (local.get $d1) (local.get $p1High)) (local.get $q1High))))))
        (local.set $o3 (f32x4.add (f32x4.mul (local.get $n3) (local.get $sum)) (f32x4.sub (f32x4.mul (local.get $d3) (local.get $p3)) (local.get $q3))))
        (local.set $o5 (f32x4.sub (f32x4.mul (local.get $n5) (local.get $sum)) (local.get $q5)))
        (local.set $q1Low (local.get $p1Low))
        (local.set $q1High (local.get $p1High))
        (local.set $p1Low (f64x2.promote_low_f32x4 (local.get $o1)))
        (local.set $p1High (f64x2.promote_low_f32x4 (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $o1) (local.get $o1))))
        (local.set $q3 (local.get $p3))
        (local.set $p3 (local.get $o3))
        (local.set $q5 (local.get $p5))
        (local.set $p5 (local.get $o5))
        (v128.store (local.get $to) (f32x4.add (local.get $o1) (f32x4.add (local.get $o3) (local.get $o5))))
        (local.set $left (i32.add (local.get $left) (i32.const 16)))
        (local.set $right (i32.add (local.get $right) (i32.const 16)))
        (local.set $to (i32.add (local.get $to) (i32.const 16)))
        (br $next)))
    (call $deinterleaveRows (local.get $work) (local.get $rows) (local.get $stride) (local.get $width)))

  ;; The inverse of interleaveRows: one row of 4-lane vectors → four rows `stride` apart.
  (func $deinterleaveRows (export "deinterleaveRows") (param $from i32) (param $rows i32) (param $stride i32) (param $width i32)
    (local $at i32) (local $end i32) (local $block i32) (local $ab01 v128) (local $ab23 v128) (local $cd01 v128) (local $cd23 v128)
    (local.set $end (i32.shl (local.get $width) (i32.const 2)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $block (i32.add (local.get $from) (i32.shl (local.get $at) (i32.const 2))))
        (local.set $ab01
          (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23 (v128.load (local.get $block)) (v128.load offset=16 (local.get $block))))
        (local.set $ab23
          (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31 (v128.load (local.get $block)) (v128.load offset=16 (local.get $block))))
        (local.set $cd01
          (i8x16.shuffle 0 1 2 3 16 17 18 19 4 5 6 7 20 21 22 23 (v128.load offset=32 (local.get $block)) (v128.load offset=48 (local.get $block))))
        (local.set $cd23
          (i8x16.shuffle 8 9 10 11 24 25 26 27 12 13 14 15 28 29 30 31 (v128.load offset=32 (local.get $block)) (v128.load offset=48 (local.get $block))))
        (v128.store (i32.add (local.get $rows) (local.get $at))
          (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $ab01) (local.get $cd01)))
        (v128.store (i32.add (i32.add (local.get $rows) (local.get $stride)) (local.get $at))
          (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31 (local.get $ab01) (local.get $cd01)))
        (v128.store (i32.add (i32.add (local.get $rows) (i32.shl (local.get $stride) (i32.const 1))) (local.get $at))
          (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $ab23) (local.get $cd23)))
        (v128.store (i32.add (i32.add (local.get $rows) (i32.mul (local.get $stride) (i32.const 3))) (local.get $at))
          (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31 (local.get $ab23) (local.get $cd23)))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $next))))

  ;; The vertical pass, four output rows at a time (so each column's state is read and written once
  ;; per four rows): output row k at out + k·outStride from the rows in the table at 96. `state`
  ;; holds y[n − 1] and y[n − 2] of each recursion: the first's in float64 (two rows each), then the
  ;; others', rows `stride` apart.
  (func (export "blurVertical4") (param $state i32) (param $stride i32) (param $out i32) (param $outStride i32) (param $bytes i32)
    (local $at i32) (local $row i32) (local $wide i32) (local $sum v128)
    (local $n1 v128) (local $n3 v128) (local $n5 v128) (local $d1 v128) (local $d3 v128)
    (local $p1Low v128) (local $p1High v128) (local $q1Low v128) (local $q1High v128)
    (local $p3 v128) (local $p5 v128) (local $q3 v128) (local $q5 v128) (local $o1 v128) (local $o3 v128) (local $o5 v128)
    (local.set $n1 (v128.load32_splat (i32.const 0)))
    (local.set $n3 (v128.load32_splat (i32.const 4)))
    (local.set $n5 (v128.load32_splat (i32.const 8)))
    (local.set $d1 (f64x2.splat (f64.promote_f32 (f32.load (i32.const 12)))))
    (local.set $d3 (v128.load32_splat (i32.const 16)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $bytes)))
        (local.set $wide (i32.add (local.get $state) (i32.shl (local.get $at) (i32.const 1))))
        (local.set $p1Low (v128.load (local.get $wide)))
        (local.set $p1High (v128.load offset=16 (local.get $wide)))
        (local.set $q1Low (v128.load (i32.add (local.get $wide) (i32.shl (local.get $stride) (i32.const 1)))))
        (local.set $q1High (v128.load offset=16 (i32.add (local.get $wide) (i32.shl (local.get $stride) (i32.const 1)))))
        (local.set $p3 (v128.load (i32.add (i32.add (local.get $state) (i32.shl (local.get $stride) (i32.const 2))) (local.get $at))))
        (local.set $q3 (v128.load (i32.add (i32.add (local.get $state) (i32.mul (local.get $stride) (i32.const 5))) (local.get $at))))
        (local.set $p5 (v128.load (i32.add (i32.add (local.get $state) (i32.mul (local.get $stride) (i32.const 6))) (local.get $at))))
        (local.set $q5 (v128.load (i32.add (i32.add (local.get $state) (i32.mul (local.get $stride) (i32.const 7))) (local.get $at))))
        (local.set $row (i32.const 0))
        (loop $rows
          (local.set $sum
            (f32x4.add
              (v128.load (i32.add (i32.load offset=96 (i32.shl (local.get $row) (i32.const 2))) (local.get $at)))
              (v128.load (i32.add (i32.load offset=112 (i32.shl (local.get $row) (i32.const 2))) (local.get $at)))))
          (local.set $o1
            (f32x4.add (f32x4.mul (local.get $n1) (local.get $sum))
              (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
                (f32x4.demote_f64x2_zero (f64x2.sub (f64x2.mul (local.get $d1) (local.get $p1Low)) (local.get $q1Low)))
                (f32x4.demote_f64x2_zero (f64x2.sub (f64x2.mul (local.get $d1) (local.get $p1High)) (local.get $q1High))))))
          (local.set $o3 (f32x4.add (f32x4.mul (local.get $n3) (local.get $sum)) (f32x4.sub (f32x4.mul (local.get $d3) (local.get $p3)) (local.get $q3))))
          (local.set $o5 (f32x4.sub (f32x4.mul (local.get $n5) (local.get $sum)) (local.get $q5)))
          (local.set $q1Low (local.get $p1Low))
          (local.set $q1High (local.get $p1High))
          (local.set $p1Low (f64x2.promote_low_f32x4 (local.get $o1)))
          (local.set $p1High (f64x2.promote_low_f32x4 (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $o1) (local.get $o1))))
          (local.set $q3 (local.get $p3))
          (local.set $p3 (local.get $o3))
          (local.set $q5 (local.get $p5))
          (local.set $p5 (local.get $o5))
          (v128.store
            (i32.add (i32.add (local.get $out) (i32.mul (local.get $row) (local.get $outStride))) (local.get $at))
            (f32x4.add (local.get $o1) (f32x4.add (local.get $o3) (local.get $o5))))
          (br_if $rows (i32.lt_u (local.tee $row (i32.add (local.get $row) (i32.const 1))) (i32.const 4))))
        (v128.store (local.get $wide) (local.get $p1Low))
        (v128.store offset=16 (local.get $wide) (local.get $p1High))
        (v128.store (i32.add (local.get $wide) (i32.shl (local.get $stride) (i32.const 1))) (local.get $q1Low))
        (v128.store offset=16 (i32.add (local.get $wide) (i32.shl (local.get $stride) (i32.const 1))) (local.get $q1High))
        (v128.store (i32.add (i32.add (local.get $state) (i32.shl (local.get $stride) (i32.const 2))) (local.get $at)) (local.get $p3))
        (v128.store (i32.add (i32.add (local.get $state) (i32.mul (local.get $stride) (i32.const 5))) (local.get $at)) (local.get $q3))
        (v128.store (i32.add (i32.add (local.get $state) (i32.mul (local.get $stride) (i32.const 6))) (local.get $at)) (local.get $p5))
        (v128.store (i32.add (i32.add (local.get $state) (i32.mul (local.get $stride) (i32.const 7))) (local.get $at)) (local.get $q5))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $next))))

  ;; ---- The error maps ----------------------------------------------------------------------------
  ;; Each adds one row of one channel to `sums` as float64 pairs (a sum, then a sum of 4th powers),
  ;; and with `heat` not 0 adds each value's weighted error to it (the finest scale's difference map).
  ;; Only the lanes before the row's end count (its last vector may reach past it).

  ;; SSIM's error without its luminance denominator:
  ;;   d = max(0, 1 − (1 − (μ1 − μ2)²)·(2·(σ12 − μ1μ2) + C2) / ((σ1² − μ1²) + (σ2² − μ2²) + C2)).
  ;; `blurred` holds μ1, μ2, σ1², σ2², σ12 rows `stride` apart.
  (func (export "addRowSsim") (param $blurred i32) (param $stride i32) (param $width i32) (param $sums i32) (param $heat i32) (param $weight f32)
    (local $at i32) (local $end i32) (local $row i32) (local $mu1 v128) (local $mu2 v128) (local $diff v128) (local $d v128) (local $square v128)
    (local $sum1 v128) (local $sum4 v128)
    (local.set $end (i32.shl (local.get $width) (i32.const 2)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $row (i32.add (local.get $blurred) (local.get $at)))
        (local.set $mu1 (v128.load (local.get $row)))
        (local.set $mu2 (v128.load (i32.add (local.get $row) (local.get $stride))))
        (local.set $diff (f32x4.sub (local.get $mu1) (local.get $mu2)))
        (local.set $d
          (v128.and (i32x4.lt_s (i32x4.add (i32x4.splat (local.get $at)) (v128.const i32x4 0 4 8 12)) (i32x4.splat (local.get $end)))
            (f32x4.pmax (v128.const f32x4 0 0 0 0)
              (f32x4.sub (v128.const f32x4 1 1 1 1)
                (f32x4.div
                  (f32x4.mul
                    (f32x4.sub (v128.const f32x4 1 1 1 1) (f32x4.mul (local.get $diff) (local.get $diff)))
                    (f32x4.add
                      (f32x4.mul (v128.const f32x4 2 2 2 2)
                        (f32x4.sub
                          (v128.load (i32.add (local.get $row) (i32.shl (local.get $stride) (i32.const 2))))
                          (f32x4.mul (local.get $mu1) (local.get $mu2))))
                      (v128.const f32x4 0.0009 0.0009 0.0009 0.0009)))
                  (f32x4.add
                    (f32x4.add
                      (f32x4.sub
                        (v128.load (i32.add (local.get $row) (i32.shl (local.get $stride) (i32.const 1))))
                        (f32x4.mul (local.get $mu1) (local.get $mu1)))
                      (f32x4.sub
                        (v128.load (i32.add (local.get $row) (i32.mul (local.get $stride) (i32.const 3))))
                        (f32x4.mul (local.get $mu2) (local.get $mu2))))
                    (v128.const f32x4 0.0009 0.0009 0.0009 0.0009)))))))
        (local.set $sum1 (f32x4.add (local.get $sum1) (local.get $d)))
        (local.set $square (f32x4.mul (local.get $d) (local.get $d)))
        (local.set $sum4 (f32x4.add (local.get $sum4) (f32x4.mul (local.get $square) (local.get $square))))
        (if (local.get $heat)
          (then
            (v128.store (i32.add (local.get $heat) (local.get $at))
              (f32x4.add (v128.load (i32.add (local.get $heat) (local.get $at))) (f32x4.mul (f32x4.splat (local.get $weight)) (local.get $d))))))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $next)))
    (call $addToSums (local.get $sums) (local.get $sum1))
    (call $addToSums (i32.add (local.get $sums) (i32.const 16)) (local.get $sum4)))

  ;; The edge maps: e = (1 + |x2 − μ2|) / (1 + |x1 − μ1|) − 1, computed as a difference over
  ;; 1 + |x1 − μ1| (no cancellation in single precision). Ringing, max(e, 0): the distorted image
  ;; has edges the original lacks; blurring, max(−e, 0): it lost them. Sums: ringing, then blurring.
  (func (export "addRowEdges")
    (param $mu1 i32) (param $mu2 i32) (param $image1 i32) (param $image2 i32) (param $width i32)
    (param $sums i32) (param $heat i32) (param $wRing f32) (param $wBlur f32)
    (local $at i32) (local $end i32) (local $edge v128) (local $base v128) (local $artifact v128) (local $lost v128) (local $square v128)
    (local $ring1 v128) (local $ring4 v128) (local $blur1 v128) (local $blur4 v128)
    (local.set $end (i32.shl (local.get $width) (i32.const 2)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $base
          (f32x4.abs (f32x4.sub (v128.load (i32.add (local.get $image1) (local.get $at))) (v128.load (i32.add (local.get $mu1) (local.get $at))))))
        (local.set $edge
          (v128.and (i32x4.lt_s (i32x4.add (i32x4.splat (local.get $at)) (v128.const i32x4 0 4 8 12)) (i32x4.splat (local.get $end)))
            (f32x4.div
              (f32x4.sub
                (f32x4.abs (f32x4.sub (v128.load (i32.add (local.get $image2) (local.get $at))) (v128.load (i32.add (local.get $mu2) (local.get $at)))))
                (local.get $base))
              (f32x4.add (v128.const f32x4 1 1 1 1) (local.get $base)))))
        (local.set $artifact (f32x4.pmax (v128.const f32x4 0 0 0 0) (local.get $edge)))
        (local.set $lost (f32x4.pmax (v128.const f32x4 0 0 0 0) (f32x4.neg (local.get $edge))))
        (local.set $ring1 (f32x4.add (local.get $ring1) (local.get $artifact)))
        (local.set $square (f32x4.mul (local.get $artifact) (local.get $artifact)))
        (local.set $ring4 (f32x4.add (local.get $ring4) (f32x4.mul (local.get $square) (local.get $square))))
        (local.set $blur1 (f32x4.add (local.get $blur1) (local.get $lost)))
        (local.set $square (f32x4.mul (local.get $lost) (local.get $lost)))
        (local.set $blur4 (f32x4.add (local.get $blur4) (f32x4.mul (local.get $square) (local.get $square))))
        (if (local.get $heat)
          (then
            (v128.store (i32.add (local.get $heat) (local.get $at))
              (f32x4.add (v128.load (i32.add (local.get $heat) (local.get $at)))
                (f32x4.add
                  (f32x4.mul (f32x4.splat (local.get $wRing)) (local.get $artifact))
                  (f32x4.mul (f32x4.splat (local.get $wBlur)) (local.get $lost)))))))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $next)))
    (call $addToSums (local.get $sums) (local.get $ring1))
    (call $addToSums (i32.add (local.get $sums) (i32.const 16)) (local.get $ring4))
    (call $addToSums (i32.add (local.get $sums) (i32.const 32)) (local.get $blur1))
    (call $addToSums (i32.add (local.get $sums) (i32.const 48)) (local.get $blur4)))

  ;; Adds the four lanes of a row's float32 sum to a pair of float64 sums.
  (func $addToSums (param $at i32) (param $lanes v128)
    (v128.store (local.get $at)
      (f64x2.add (v128.load (local.get $at))
        (f64x2.add
          (f64x2.promote_low_f32x4 (local.get $lanes))
          (f64x2.promote_low_f32x4 (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $lanes) (local.get $lanes)))))))
)
