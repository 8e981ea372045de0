;; Both passes of the recursive Gaussian with fused multiply-adds (relaxed SIMD's relaxed_madd), for
;; engines that have it and fuse it (kernels.ts checks both). Same calls as the unfused pair in
;; kernels.wat, whose memory and deinterleaveRows this module imports; `npm run build:wasm` compiles
;; it into kernels-wasm.ts too.
;;
;; Each recursion rounds as the reference's does, with s = x[n − reach − 1] + x[n + reach − 1]:
;;   vertical pass     y[n] = fma(n, s, fma(−d, y[n − 1], −y[n − 2]))
;;   horizontal pass   y[n] = fma(−d, y[n − 1], n·s − y[n − 2])   (its per-sample loop; its 4-lane
;;                     loop regroups the terms, which this one-row-per-lane layout cannot follow)
;; The horizontal order brought the worst gap on real photos from 0.30 to 0.25 (the vertical's
;; there gave 0.30). The third recursion has −d = 2·cos(π/2) ≈ 1e−16: −d·y[n − 1] vanishes beside
;; y[n − 2] and is left out.
(module
  (import "kernels" "memory" (memory 1))
  (import "kernels" "deinterleaveRows" (func $deinterleaveRows (param i32 i32 i32 i32)))

  ;; fma(a, b, c) as this engine computes it: with a = 1 + 2⁻¹² and c = −(1 + 2⁻¹¹), 2⁻²⁴ when fused, 0 when not.
  (func (export "multiplyAdd") (param $a f32) (param $b f32) (param $c f32) (result f32)
    (f32x4.extract_lane 0 (f32x4.relaxed_madd (f32x4.splat (local.get $a)) (f32x4.splat (local.get $b)) (f32x4.splat (local.get $c)))))

  ;; See blurRowsInterleaved in kernels.wat (same arguments, same output).
  (func (export "blurRowsInterleaved")
    (param $a i32) (param $b i32) (param $work i32) (param $rows i32) (param $stride i32) (param $width i32) (param $reach i32)
    (local $left i32) (local $right i32) (local $to i32) (local $end i32) (local $sum v128)
    (local $n1 v128) (local $n3 v128) (local $n5 v128) (local $d1 v128) (local $d3 v128)
    (local $p1 v128) (local $p3 v128) (local $p5 v128) (local $q1 v128) (local $q3 v128) (local $q5 v128)
    (local $o1 v128) (local $o3 v128) (local $o5 v128)
    (local.set $n1 (v128.load32_splat (i32.const 0)))
    (local.set $n3 (v128.load32_splat (i32.const 4)))
    (local.set $n5 (v128.load32_splat (i32.const 8)))
    (local.set $d1 (v128.load32_splat (i32.const 12)))
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
        (local.set $o1 (f32x4.relaxed_madd (local.get $d1) (local.get $p1) (f32x4.sub (f32x4.mul (local.get $n1) (local.get $sum)) (local.get $q1))))
        (local.set $o3 (f32x4.relaxed_madd (local.get $d3) (local.get $p3) (f32x4.sub (f32x4.mul (local.get $n3) (local.get $sum)) (local.get $q3))))
        (local.set $o5 (f32x4.sub (f32x4.mul (local.get $n5) (local.get $sum)) (local.get $q5)))
        (local.set $q1 (local.get $p1))
        (local.set $p1 (local.get $o1))
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

  ;; See blurVertical4 in kernels.wat (same arguments, same output); here `state` holds y[n − 1] and
  ;; y[n − 2] of the three recursions in single precision, six rows `stride` apart.
  (func (export "blurVertical4") (param $state i32) (param $stride i32) (param $out i32) (param $outStride i32) (param $bytes i32)
    (local $at i32) (local $row i32) (local $column i32) (local $sum v128)
    (local $n1 v128) (local $n3 v128) (local $n5 v128) (local $d1 v128) (local $d3 v128)
    (local $p1 v128) (local $p3 v128) (local $p5 v128) (local $q1 v128) (local $q3 v128) (local $q5 v128)
    (local $o1 v128) (local $o3 v128) (local $o5 v128)
    (local.set $n1 (v128.load32_splat (i32.const 0)))
    (local.set $n3 (v128.load32_splat (i32.const 4)))
    (local.set $n5 (v128.load32_splat (i32.const 8)))
    (local.set $d1 (v128.load32_splat (i32.const 12)))
    (local.set $d3 (v128.load32_splat (i32.const 16)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $bytes)))
        (local.set $column (i32.add (local.get $state) (local.get $at)))
        (local.set $p1 (v128.load (local.get $column)))
        (local.set $q1 (v128.load (i32.add (local.get $column) (local.get $stride))))
        (local.set $p3 (v128.load (i32.add (local.get $column) (i32.shl (local.get $stride) (i32.const 1)))))
        (local.set $q3 (v128.load (i32.add (local.get $column) (i32.mul (local.get $stride) (i32.const 3)))))
        (local.set $p5 (v128.load (i32.add (local.get $column) (i32.shl (local.get $stride) (i32.const 2)))))
        (local.set $q5 (v128.load (i32.add (local.get $column) (i32.mul (local.get $stride) (i32.const 5)))))
        (local.set $row (i32.const 0))
        (loop $rows
          (local.set $sum
            (f32x4.add
              (v128.load (i32.add (i32.load offset=96 (i32.shl (local.get $row) (i32.const 2))) (local.get $at)))
              (v128.load (i32.add (i32.load offset=112 (i32.shl (local.get $row) (i32.const 2))) (local.get $at)))))
          (local.set $o1 (f32x4.relaxed_madd (local.get $n1) (local.get $sum) (f32x4.relaxed_madd (local.get $d1) (local.get $p1) (f32x4.neg (local.get $q1)))))
          (local.set $o3 (f32x4.relaxed_madd (local.get $n3) (local.get $sum) (f32x4.relaxed_madd (local.get $d3) (local.get $p3) (f32x4.neg (local.get $q3)))))
          (local.set $o5 (f32x4.relaxed_madd (local.get $n5) (local.get $sum) (f32x4.neg (local.get $q5))))
          (local.set $q1 (local.get $p1))
          (local.set $p1 (local.get $o1))
          (local.set $q3 (local.get $p3))
          (local.set $p3 (local.get $o3))
          (local.set $q5 (local.get $p5))
          (local.set $p5 (local.get $o5))
          (v128.store
            (i32.add (i32.add (local.get $out) (i32.mul (local.get $row) (local.get $outStride))) (local.get $at))
            (f32x4.add (local.get $o1) (f32x4.add (local.get $o3) (local.get $o5))))
          (br_if $rows (i32.lt_u (local.tee $row (i32.add (local.get $row) (i32.const 1))) (i32.const 4))))
        (v128.store (local.get $column) (local.get $p1))
        (v128.store (i32.add (local.get $column) (local.get $stride)) (local.get $q1))
        (v128.store (i32.add (local.get $column) (i32.shl (local.get $stride) (i32.const 1))) (local.get $p3))
        (v128.store (i32.add (local.get $column) (i32.mul (local.get $stride) (i32.const 3))) (local.get $q3))
        (v128.store (i32.add (local.get $column) (i32.shl (local.get $stride) (i32.const 2))) (local.get $p5))
        (v128.store (i32.add (local.get $column) (i32.mul (local.get $stride) (i32.const 5))) (local.get $q5))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $next))))
)
