import Testing
import UnwindDraw

@testable import UnwindBreathing

@Suite struct GlowTextureTests {
    @Test func fallsSmoothlyToNothingAtTheEdge() {
        let pixels = GlowTexture.pixels(side: 128)
        let mid = 64
        var previous = 256
        var steps: [Int] = []
        for x in mid..<128 {
            let a = Int(pixels[x, mid].a)
            #expect(a <= previous + 1, "alpha only falls outwards (dither may lift one level): \(a) after \(previous) at \(x)")
            steps.append(previous - a)
            previous = a
        }
        #expect(pixels[127, mid].a == 0 && pixels[0, 0].a == 0 && pixels[127, 127].a == 0, "edges and corners are clear")
        #expect(pixels[mid, mid].a >= 250, "the centre is nearly opaque: \(pixels[mid, mid].a)")
        #expect((steps.dropFirst().max() ?? 0) <= 12, "no hard ring: largest step between neighbours \(steps.dropFirst().max() ?? 0)")
        #expect(pixels[mid, mid].r == 255 && pixels[mid, mid].g == 255 && pixels[mid, mid].b == 255, "white, tinted when drawn")
    }

    @Test func falloffHasNoKinkAtTheRim() {
        #expect(GlowTexture.falloff(0) == 1)
        #expect(GlowTexture.falloff(1) == 0 && GlowTexture.falloff(2) == 0)
        #expect(GlowTexture.falloff(0.99) < 0.001, "reaches zero gently")
    }
}
