import Foundation

/// The control page at `/`: one self-contained HTML document (inline CSS and JavaScript, no
/// external assets), sized for a phone: big touch targets, one column, the current photo on top.
enum ControlPage {
    /// The page, listing `transitions` in its transition picker.
    static func page(transitions: [String]) -> RemoteResponse {
        let options = transitions.map { "<option value=\"\(escape($0))\">\(escape($0))</option>" }.joined()
        let html = template.replacingOccurrences(of: "<!--TRANSITIONS-->", with: options)
        return RemoteResponse(status: 200, headers: htmlHeaders, body: Data(html.utf8))
    }

    /// Asks for the token (401): the form reloads `/?token=…`, whose answer stores it in a cookie.
    static func tokenForm(wrongToken: Bool) -> RemoteResponse {
        let note = wrongToken ? "<p class=\"err\">That token is not right.</p>" : ""
        let html = """
            <!doctype html><html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Unwind: token</title><style>\(style)</style></head><body><main>
            <h1>Unwind photo frame</h1>\(note)
            <form method="get" action="/"><label>Token <input name="token" type="password" autocomplete="current-password" required></label>
            <button type="submit">Open</button></form></main></body></html>
            """
        var headers = htmlHeaders
        headers["WWW-Authenticate"] = "Bearer"
        return RemoteResponse(status: 401, headers: headers, body: Data(html.utf8))
    }

    static let htmlHeaders = [
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        // Everything is inline; nothing may be loaded from elsewhere, and no site may frame it.
        "Content-Security-Policy":
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
    ]

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let style = """
        :root{color-scheme:dark;font-family:system-ui,sans-serif;background:#111;color:#eee}
        body{margin:0}main{max-width:40rem;margin:0 auto;padding:1rem;display:grid;gap:1rem}
        h1{font-size:1.3rem;margin:0}
        figure{margin:0;background:#000;border-radius:.5rem;overflow:hidden;aspect-ratio:16/10;display:grid;place-items:center}
        figure img{width:100%;height:100%;object-fit:contain}
        .meta{font-size:1rem;opacity:.85;word-break:break-all}
        .row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:.75rem}
        .row.two{grid-template-columns:1fr 1fr}
        button{min-height:4rem;font-size:1.25rem;border-radius:.75rem;border:0;background:#2b5797;color:#fff;touch-action:manipulation}
        button:active{filter:brightness(1.3)}
        label{display:grid;gap:.35rem;font-size:1.05rem}
        input,select{min-height:3rem;font-size:1.15rem;border-radius:.5rem;border:1px solid #555;background:#222;color:#eee;padding:0 .6rem}
        fieldset{border:1px solid #333;border-radius:.75rem;display:grid;gap:.75rem;padding:1rem}
        .err{background:#7a1f1f;color:#fff;padding:.75rem;border-radius:.5rem;margin:0}
        .ok{opacity:.8;margin:0}
        """

    static let template = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Unwind</title><style>\(style)</style></head>
        <body><main>
        <h1>Unwind photo frame</h1>
        <figure><img id="photo" alt="current photo" hidden></figure>
        <div class="meta"><span id="name">—</span> <span id="date"></span> <span id="state"></span></div>
        <p id="error" class="err" role="alert" hidden></p>
        <div class="row">
          <button id="previous" type="button">◀ Back</button>
          <button id="pause" type="button">Pause</button>
          <button id="next" type="button">Next ▶</button>
        </div>
        <fieldset><legend>Settings</legend>
          <label>Seconds per photo <input id="interval" type="text" inputmode="decimal" autocomplete="off"></label>
          <label>Transition <select id="transition">
            <option value="__keep">(unchanged)</option><option value="">default cycle</option><option value="random">random</option>
            <!--TRANSITIONS--></select></label>
          <label>Order <select id="order"><option value="shuffle">shuffle</option><option value="name">name</option></select></label>
          <button id="apply" type="button">Apply</button>
          <p id="saved" class="ok" hidden>Saved.</p>
        </fieldset>
        <div class="row two"><button id="screen-off" type="button">Screen off</button><button id="screen-on" type="button">Screen on</button></div>
        </main>
        <script>
        "use strict";
        const $ = (id) => document.getElementById(id);
        let status = null, shownPhoto = null;
        if (location.search.includes("token=")) history.replaceState(null, "", "/");
        async function api(method, path, body) {
          const init = { method, credentials: "same-origin", headers: {} };
          if (body !== undefined) { init.headers["Content-Type"] = "application/json"; init.body = JSON.stringify(body); }
          const response = await fetch(path, init);
          let data = null;
          try { data = await response.json(); } catch (e) { data = null; }
          if (!response.ok) throw new Error((data && data.error) || ("HTTP " + response.status));
          return data;
        }
        function showError(message) { $("error").textContent = message || ""; $("error").hidden = !message; }
        function render() {
          if (!status) return;
          $("name").textContent = status.current ? status.current.split("/").pop() : "—";
          $("date").textContent = status.currentDate || "";
          $("state").textContent = (status.paused ? "· paused" : "") + (status.screenOn ? "" : " · screen off");
          $("pause").textContent = status.paused ? "Resume" : "Pause";
          if (document.activeElement !== $("interval")) $("interval").value = status.interval;
          if (document.activeElement !== $("order")) $("order").value = status.order;
          if (status.current !== shownPhoto) {
            shownPhoto = status.current;
            const img = $("photo");
            if (shownPhoto) { img.src = "/api/photo/current?p=" + encodeURIComponent(shownPhoto); img.hidden = false; } else { img.hidden = true; }
          }
        }
        $("photo").addEventListener("error", () => { $("photo").hidden = true; });
        async function refresh() {
          try { status = await api("GET", "/api/status"); render(); } catch (e) { showError(e.message); }
        }
        async function command(name) {
          try { showError(""); await api("POST", "/api/" + name); setTimeout(refresh, 150); } catch (e) { showError(e.message); }
        }
        $("next").addEventListener("click", () => command("next"));
        $("previous").addEventListener("click", () => command("previous"));
        $("pause").addEventListener("click", () => command(status && status.paused ? "resume" : "pause"));
        $("screen-on").addEventListener("click", () => command("screen/on"));
        $("screen-off").addEventListener("click", () => command("screen/off"));
        $("apply").addEventListener("click", async () => {
          const patch = { order: $("order").value };
          const text = $("interval").value.trim();
          if (text !== "") patch.interval = Number(text);
          if (text !== "" && !isFinite(patch.interval)) { showError("Seconds per photo must be a number"); return; }
          const t = $("transition").value;
          if (t !== "__keep") patch.transitions = t === "" ? [] : [t];
          try {
            showError(""); await api("PATCH", "/api/settings", patch);
            $("saved").hidden = false; setTimeout(() => { $("saved").hidden = true; }, 2000); setTimeout(refresh, 150);
          } catch (e) { showError(e.message); }
        });
        refresh();
        setInterval(refresh, 2000);
        </script></body></html>
        """
}
