import CSDL2
import UnwindDraw

extension Renderer {
    /// Draws a whole draw list, in order, over a cleared frame.
    ///
    /// Quads use SDL_RenderCopyExF with the texture's alpha modulation, which every SDL
    /// backend batches (the software renderer blits rectangles directly); meshes use
    /// SDL_RenderGeometry. A command naming a released texture is skipped, not fatal: a frame
    /// with a missing tile is better than a crashed kiosk. A whole-frame tint is folded into
    /// the colours drawn (`DrawList.foldingTint`, with `foldsTint`), not drawn over them. On
    /// the software renderer a scaled quad of an opaque photo is stretched and blended by
    /// Unwind's own loop (`stretchOnCPU`), not SDL's.
    public func submit(_ list: DrawList) {
        windowImage?.waitUntilRead()
        let list = foldsTint ? list.foldingTint(in: outputSize.rect) : list
        if info.isSoftware { makeTintedCopies(for: list) }
        let target = rotation == .none ? nil : rotatedTarget()
        if let target { SDL_SetRenderTarget(handle, target) }
        let clear = list.clearColor
        SDL_SetRenderDrawColor(handle, clear.r, clear.g, clear.b, clear.a)
        SDL_RenderSetClipRect(handle, nil)
        if info.isSoftware, skipsHiddenPixels {
            let bounds = outputSize.rect
            var unclipped = Self.withoutWholeFrameClips(list, bounds: bounds)
            if pairsCrossfades {
                unclipped = unclipped.pairingFades(in: bounds, opaqueTextureSize: opaqueTextureSize, cutsScaled: drawsScaledOnCPU)
            }
            var visible = unclipped.occluded(in: bounds, opaqueTextureSize: opaqueTextureSize, cutsScaled: drawsScaledOnCPU)
            if keepsPixels, target == nil, keepsTargetPixels {
                let plan = RetainedPixels.plan(
                    visible, clearColor: clear, revision: textures.contentRevision, bounds: bounds, previous: retained, isOpaqueCopy: isOpaqueCopy)
                retained = plan.retained
                windowImage?.noteWritten(plan.damage(in: bounds))
                visible = DrawList.Occluded(clear: plan.clear, commands: plan.commands)
                clearVisible(plan.clear, bounds: bounds)
            } else {
                retained = nil
                clearVisible(visible.clear, bounds: bounds)
            }
            drawPairingCrossfades(visible.commands)
        } else {
            retained = nil
            SDL_RenderClear(handle)
            for command in list.commands {
                draw(command)
            }
        }
        flushStretches()
        SDL_RenderSetClipRect(handle, nil)
        if let target { turnOntoPanel(target, clear: clear) }
    }

    /// Draws `commands` in order, but an opaque scaled photo directly followed by a
    /// translucent one over the same pixels (a Ken Burns crossfade) in one pass
    /// (`crossfadeOnCPU`).
    private func drawPairingCrossfades(_ commands: [DrawCommand]) {
        var index = commands.startIndex
        while index < commands.endIndex {
            if index + 1 < commands.endIndex, case .quad(let under) = commands[index], case .quad(let over) = commands[index + 1],
                crossfadeOnCPU(under, over)
            {
                index += 2
                continue
            }
            draw(commands[index])
            index += 1
        }
    }

    /// `list` with every clip that covers the whole frame turned into no clip, which draws
    /// the same pixels: `DrawList.occluded` trusts no copy drawn under a clip, and the
    /// composable transitions (zoom-through, crossfade-zoom) clip to their bounds, which for
    /// a full-screen slide is the frame, so the photo under the fading one kept its clear.
    static func withoutWholeFrameClips(_ list: DrawList, bounds: Rect) -> DrawList {
        func covers(_ command: DrawCommand) -> Bool {
            guard case .clip(let rect?) = command else { return false }
            return rect.intersection(bounds) == bounds
        }
        guard list.commands.contains(where: covers) else { return list }
        var unclipped = DrawList(clearColor: list.clearColor)
        unclipped.reserveCapacity(list.count)
        for command in list.commands { unclipped.append(covers(command) ? .clip(nil) : command) }
        return unclipped
    }

    /// Clears what no opaque copy covers: the whole frame as SDL_RenderClear, or the
    /// uncovered pieces as unblended fills, which write the same mapped colour.
    private func clearVisible(_ pieces: [Rect], bounds: Rect) {
        if pieces == [bounds] {
            SDL_RenderClear(handle)
            return
        }
        guard !pieces.isEmpty else { return }
        var rects = pieces.map(SDL_FRect.init)
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
        SDL_RenderFillRectsF(handle, &rects, Int32(rects.count))
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    }

    /// True when `quad` overwrites exactly its destination's pixels with the texels at the
    /// same offset: the occlusion's own test (`DrawList.occluded` clears nothing under such a
    /// quad), so both agree by construction. A scaled quad also hides what lies under it there,
    /// but its pixels are not texels at an offset, which is what `RetainedPixels` keeps.
    private func isOpaqueCopy(_ quad: TexturedQuad) -> Bool {
        guard quad.source.width == quad.destination.width, quad.source.height == quad.destination.height else { return false }
        var one = DrawList()
        one.append(.quad(quad))
        return one.occluded(in: quad.destination, opaqueTextureSize: opaqueTextureSize).clear.isEmpty
    }

    /// The size of an opaque (XRGB or YUV) texture, nil for any other or an unknown id: what
    /// `DrawList.occluded` may treat as covering its destination.
    func opaqueTextureSize(_ id: TextureID) -> Size? {
        guard let texture = textures.handle(for: id) else { return nil }
        var format: UInt32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, &format, nil, &width, &height)
        return Self.isOpaque(format) ? Size(width: Int(width), height: Int(height)) : nil
    }

    /// True for texture formats without alpha: XRGB photos (and clips on the software
    /// renderer, `TextureStore+Streaming`), and a clip's I420 texture on a GPU renderer. A clip
    /// blended at full opacity on the software renderer took its per-pixel alpha path: a fifth
    /// of a headless 1080p clip show's CPU (`perf record`, docs/performance.md, "Video clips,
    /// third pass"), against a row copy.
    static func isOpaque(_ format: UInt32) -> Bool {
        format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_IYUV.rawValue
    }

    /// The target texture a rotated frame is drawn into, at the layout's size; nil (and the
    /// frame drawn unrotated) when the renderer has no render targets.
    private func rotatedTarget() -> OpaquePointer? {
        let size = outputSize
        if let target = rotationTarget, target.size == size { return target.texture }
        releaseRotationTarget()
        guard size.width > 0, size.height > 0,
            let texture = SDL_CreateTexture(
                handle, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(size.width), Int32(size.height))
        else { return nil }
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        rotationTarget = (texture, size)
        return texture
    }

    /// Copies the finished frame onto the panel, turned clockwise about the panel's centre:
    /// a rectangle of the layout's size centred on the panel covers it exactly once turned.
    private func turnOntoPanel(_ target: OpaquePointer, clear: Color) {
        if info.isSoftware, turnsFramesOnCPU, turnOnCPU() { return }
        SDL_SetRenderTarget(handle, nil)
        SDL_SetRenderDrawColor(handle, clear.r, clear.g, clear.b, 255)
        SDL_RenderClear(handle)
        let panel = panelSize, layout = outputSize
        var dst = SDL_Rect(
            x: Int32((panel.width - layout.width) / 2), y: Int32((panel.height - layout.height) / 2), w: Int32(layout.width), h: Int32(layout.height))
        SDL_SetTextureBlendMode(target, SDL_BLENDMODE_NONE)
        SDL_SetTextureAlphaMod(target, 255)
        SDL_RenderCopyEx(handle, target, nil, &dst, Double(rotation.degrees), nil, SDL_FLIP_NONE)
    }

    /// Draws `command`: a quad the CPU stretch draws joins the batch of stretches
    /// (`enqueueStretch`); anything else that writes the frame draws that batch first.
    private func draw(_ command: DrawCommand) {
        switch command {
        case .quad, .clip: break
        default: flushStretches()
        }
        switch command {
        case .quad(let quad):
            drawQuad(quad)
        case .polygon(let polygon):
            let texture = polygon.texture.flatMap { textures.handle(for: $0) }
            if polygon.texture != nil, texture == nil { return }
            drawMesh(polygon.vertices, indices: polygon.indices, texture: texture)
        case .fillRect(let rect, let color):
            SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
            var r = SDL_FRect(rect)
            SDL_RenderFillRectF(handle, &r)
        case .multiply(let rect, let color):
            SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, 255)
            SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_MOD)
            var r = SDL_FRect(rect)
            SDL_RenderFillRectF(handle, &r)
            SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
        case .strip(let strip):
            drawMesh(strip.vertices, indices: strip.triangleIndices, texture: nil)
        case .text(let run):
            drawText(run)
        case .clip(let rect):
            if let rect {
                var r = SDL_Rect(rect)
                SDL_RenderSetClipRect(handle, &r)
            } else {
                SDL_RenderSetClipRect(handle, nil)
            }
        }
    }

    /// Software renderers draw tinted quads from tinted copies (`TextureStore.tintedCopy`),
    /// made before the frame so no render target changes while it is drawn. Copies of textures
    /// this frame does not draw tinted go, so the copies alive are those of the slides on
    /// screen, which the memory budget counts (`MemoryBudget.tintedCopies`).
    private func makeTintedCopies(for list: DrawList) {
        var drawn: Set<UInt32> = []
        for command in list.commands {
            guard case .quad(let quad) = command, quad.tint != .white else { continue }
            // A scaled photo stretched by Unwind's loop is tinted as it is drawn (not into a
            // turned frame's target texture, which SDL draws into).
            if rotation == .none, let base = textures.handle(for: quad.texture), stretchesOnCPU(base, quad) { continue }
            if textures.tintedCopy(of: quad.texture, tint: quad.tint) != nil { drawn.insert(quad.texture.rawValue) }
        }
        textures.releaseTintedCopies(except: drawn)
    }

    private func drawQuad(_ quad: TexturedQuad) {
        guard quad.opacity > 0, let base = textures.handle(for: quad.texture) else { return }
        let copy =
            quad.tint == .white || !info.isSoftware || stretchesOnCPU(base, quad) ? nil : textures.existingTintedCopy(of: quad.texture, tint: quad.tint)
        let texture = copy ?? base
        let tint = copy == nil ? quad.tint : .white
        var quad = quad
        // The software renderer stretches a scaled quad that overflows the target whole,
        // into a temporary surface, before clipping it (see `TexturedQuad.cropped(to:)`).
        let scaled = quad.isScaled
        if info.isSoftware, quad.rotation == 0, scaled {
            guard let visible = quad.cropped(to: outputSize.rect) else { return }
            quad = visible
        }
        let alpha = UInt8((min(quad.opacity, 1) * 255).rounded())
        if info.isSoftware, scaled, stretchOnCPU(texture, quad, alpha: alpha, tint: tint) { return }
        flushStretches()
        if info.isSoftware, scaled, quad.rotation == 0 {
            guard let covered = quad.onCoveredPixels() else { return }
            quad = covered
        }
        SDL_SetTextureAlphaMod(texture, alpha)
        SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b)
        // An opaque (XRGB or YUV) texture at full opacity is a plain copy. Blending it anyway sends the
        // software renderer down its per-pixel path for a source without alpha: a 1080p photo
        // took 20 ms that way against 1.1 ms as a copy (unwind-bench transitions, baseline).
        var format: UInt32 = 0
        SDL_QueryTexture(texture, &format, nil, nil, nil)
        let opaqueCopy = alpha == 255 && Self.isOpaque(format)
        SDL_SetTextureBlendMode(texture, opaqueCopy ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        var src = SDL_Rect(quad.source)
        var dst = SDL_FRect(quad.destination)
        if quad.rotation == 0 {
            SDL_RenderCopyF(handle, texture, &src, &dst)
        } else {
            SDL_RenderCopyExF(handle, texture, &src, &dst, Double(quad.rotation), nil, SDL_FLIP_NONE)
        }
    }

    private func drawMesh(_ vertices: [Vertex], indices: [Int32], texture: OpaquePointer?) {
        guard vertices.count >= 3, indices.count >= 3 else { return }
        if blendMeshOnCPU(vertices, indices: indices, texture: texture) { return }
        var format: UInt32 = 0, width: Int32 = 1, height: Int32 = 1
        if let texture {
            SDL_QueryTexture(texture, &format, nil, &width, &height)
            SDL_SetTextureAlphaMod(texture, 255)
            // A tinted quad may have left its colour on the texture; the vertices carry a mesh's.
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            // A quad may have left an opaque texture on the no-blend copy path; a mesh with
            // translucent vertices (a soft mask edge) must blend.
            let opaqueMesh = Self.isOpaque(format) && vertices.allSatisfy { $0.color.a == 255 }
            SDL_SetTextureBlendMode(texture, opaqueMesh ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        }
        // SDL's software renderer truncates vertex positions (and texel coordinates) to whole
        // pixels, which pulls every mesh up and left by half a pixel on average, a whole one
        // at worst, and moves a feathered edge's ramp off its outline. Half a pixel (and half
        // a texel, so the texture stays registered with the screen) turns that into rounding.
        let snap: Float = info.isSoftware ? 0.5 : 0
        let du = snap / Float(max(width, 1)), dv = snap / Float(max(height, 1))
        let sdlVertices = vertices.map { v in
            SDL_Vertex(
                position: SDL_FPoint(x: v.position.x + snap, y: v.position.y + snap),
                color: SDL_Color(r: v.color.r, g: v.color.g, b: v.color.b, a: v.color.a),
                tex_coord: texture == nil ? SDL_FPoint(x: v.uv.x, y: v.uv.y) : SDL_FPoint(x: min(v.uv.x + du, 1), y: min(v.uv.y + dv, 1)))
        }
        sdlVertices.withUnsafeBufferPointer { vb in
            indices.withUnsafeBufferPointer { ib in
                _ = SDL_RenderGeometry(handle, texture, vb.baseAddress, Int32(vb.count), ib.baseAddress, Int32(ib.count))
            }
        }
    }

    private func drawText(_ run: TextRun) {
        guard let rendered = text.texture(for: run) else { return }
        var x = run.position.x
        switch run.alignment {
        case .leading: break
        case .center: x -= Float(rendered.size.width) / 2
        case .trailing: x -= Float(rendered.size.width)
        }
        var dst = SDL_FRect(x: x.rounded(), y: run.position.y.rounded(), w: Float(rendered.size.width), h: Float(rendered.size.height))
        SDL_RenderCopyF(handle, rendered.handle, nil, &dst)
    }
}
