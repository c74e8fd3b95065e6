import Foundation
import UnwindConfig
import UnwindControl

/// The control page at `/`: one self-contained HTML document (inline CSS and JavaScript, no
/// external assets), made for a phone in a household: the photo on the frame large with its
/// caption as the frame writes it, one screen switch at the top, the show's styles by name
/// (Calm, Lively, Mosaic, Spiral, Circle, Surprise me) rather than internal transition
/// names, every order, errors under the field that caused them in plain words, edits that a
/// refresh never overwrites, and the text in the browser's language (the frame's five).
enum ControlPage {
    /// The page, with the show's interval bounds for checking on the phone; `uploadLimit` is
    /// the largest upload in bytes, 0 when uploads are off (the page then hides "Add photos").
    static func page(uploadLimit: Int = 0, labels: [String: [String: String]] = [:]) -> RemoteResponse {
        let html = template.replacingOccurrences(of: "/*UPLOAD*/0", with: String(uploadLimit))
            .replacingOccurrences(of: "/*ROUTES*/{}", with: routes)
            .replacingOccurrences(of: "/*SETTINGS*/[]", with: settingsTable)
            .replacingOccurrences(of: "<!--SETTINGS-->", with: settingFields)
            .replacingOccurrences(of: "<!--STYLE-HELP-->", with: hint(ControlSchema.transitions))
            .replacingOccurrences(of: "/*LABELS*/{}", with: json(labels))
        return RemoteResponse(status: 200, headers: htmlHeaders, body: Data(html.utf8))
    }

    /// The schema's settings the page shows as plain fields: a number box for seconds, a list
    /// for a choice. Transition names are the style list, the page's own control.
    static var fieldSettings: [ShowSetting] {
        ControlSchema.settings.filter { if case .names = $0.kind { false } else { true } }
    }

    /// One labelled field per setting, with the place its error goes, in the schema's order and
    /// English words; the page's script puts each label in the browser's language by its key.
    static let settingFields: String = fieldSettings.map { setting in
        let key = setting.key
        let control: String
        switch setting.kind {
        case .seconds(let range):
            control =
                "<input id=\"\(key)\" type=\"number\" inputmode=\"decimal\" min=\"\(SettingRange.format(range.lowerBound))\" "
                + "max=\"\(SettingRange.format(range.upper))\" step=\"any\" autocomplete=\"off\" aria-describedby=\"\(key)-error\">"
        case .choice(let choices):
            let options = choices.map { "<option value=\"\($0.value)\" data-t=\"\($0.value)\">\($0.label)</option>" }.joined()
            control = "<select id=\"\(key)\" aria-describedby=\"\(key)-error\">\(options)</select>"
        case .names:
            control = ""
        }
        return "<label><span data-t=\"\(key)\">\(setting.label)</span> \(control)</label>\n" + hint(setting) + "\n"
            + "<p id=\"\(key)-error\" class=\"field-error\" role=\"alert\" hidden></p>"
    }.joined(separator: "\n")

    /// The setting's one plain sentence under its field, put in the browser's language by the script.
    static func hint(_ setting: ShowSetting) -> String {
        "<small class=\"hint\" data-t=\"\(setting.key)-help\">\(setting.help)</small>"
    }

    /// The same settings for the script: key, kind and, for seconds, the bounds it checks
    /// before sending (`[{"key": "interval", "kind": "seconds", "min": 1, "max": 86400}]`).
    static let settingsTable: String = {
        let rows: [[String: Any]] = fieldSettings.map { setting in
            switch setting.kind {
            case .seconds(let range): ["key": setting.key, "kind": "seconds", "min": range.lowerBound, "max": range.upper]
            default: ["key": setting.key, "kind": "choice"]
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: rows, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }()

    /// Each command's POST path by name (`{"next": {"press": "/api/next"}, "screen": {"on": …, "off": …}}`),
    /// so the page's buttons post what the schema routes.
    static let routes: String = {
        var table: [String: [String: String]] = [:]
        for command in ControlSchema.commands {
            for route in command.routes { table[command.name, default: [:]][route.on.map { $0 ? "on" : "off" } ?? "press"] = route.path }
        }
        return json(table)
    }()

    /// A JSON object for the script; `<` is written as `\u003c` so no value can end the script element.
    static func json(_ object: [String: [String: String]]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
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
        header{display:flex;align-items:center;justify-content:space-between;gap:.75rem}
        h1{font-size:1.3rem;margin:0}
        figure{margin:0;background:#000;border-radius:.75rem;overflow:hidden;aspect-ratio:4/3;display:grid;place-items:center;position:relative}
        figure img{width:100%;height:100%;object-fit:contain}
        figcaption{position:absolute;left:0;right:0;bottom:0;padding:2.5rem .9rem .7rem;background:linear-gradient(transparent,rgba(0,0,0,.7));text-align:left}
        .memory{font-size:1.25rem;font-weight:600}.album{font-size:1.1rem;font-weight:600}.date{font-size:1rem;opacity:.9}
        .memory,.album,.date{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .badge{font-size:.95rem;opacity:.85}
        .row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:.75rem}
        button{min-height:4rem;font-size:1.25rem;border-radius:.75rem;border:0;background:#2b5797;color:#fff;touch-action:manipulation}
        button:active{filter:brightness(1.3)}
        .switch{min-height:3rem;padding:0 1rem;font-size:1.05rem;background:#2d6a3e;white-space:nowrap}
        .switch[aria-checked="false"]{background:#444}
        label{display:grid;gap:.35rem;font-size:1.05rem}
        input,select{min-height:3rem;font-size:1.15rem;border-radius:.5rem;border:1px solid #555;background:#222;color:#eee;padding:0 .6rem}
        input[aria-invalid="true"],select[aria-invalid="true"]{border-color:#e06060}
        fieldset{border:1px solid #333;border-radius:.75rem;display:grid;gap:.9rem;padding:1rem}
        .field-error{color:#ffb4b4;font-size:1rem;margin:0}
        .hint{opacity:.75;font-size:.95rem;margin:-.6rem 0 0}
        .err{background:#7a1f1f;color:#fff;padding:.75rem;border-radius:.5rem;margin:0}
        .ok{opacity:.8;margin:0}
        .pick{display:grid;place-items:center;min-height:4rem;font-size:1.25rem;border-radius:.75rem;background:#2b5797;color:#fff;cursor:pointer}
        .pick input{position:absolute;width:1px;height:1px;opacity:0}
        #uploads{list-style:none;margin:0;padding:0;display:grid;gap:.4rem}#uploads li{overflow-wrap:anywhere}
        #uploads .bad{color:#ffb4b4}
        .pair{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}.quiet{background:#444}
        details{border:1px solid #333;border-radius:.75rem;padding:.75rem 1rem}summary{font-size:1.1rem;min-height:2rem}
        #recent{list-style:none;margin:.5rem 0 0;padding:0;display:grid;gap:.4rem}#recent button{width:100%;min-height:3rem;font-size:1rem;text-align:left;padding:0 .8rem;background:#333}
        """

    static let template = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Unwind</title><style>\(style)</style></head>
        <body><main>
        <header><h1 data-t="title">Photo frame</h1>
          <button id="screen" class="switch" type="button" role="switch" aria-checked="true">Screen on</button></header>
        <figure><img id="photo" alt="" hidden>
          <figcaption><div id="memory" class="memory" hidden></div><div id="album" class="album"></div><div id="date" class="date"></div>
          <div id="state" class="badge"></div></figcaption></figure>
        <p id="error" class="err" role="alert" hidden></p>
        <div class="row">
          <button id="previous" type="button" data-t="back">◀ Back</button>
          <button id="pause" type="button" data-t="pause">Pause</button>
          <button id="next" type="button" data-t="next">Next ▶</button>
        </div>
        <div class="pair">
          <button id="favorite" type="button" class="switch" role="switch" aria-checked="false">☆ Favourite</button>
          <button id="hide" type="button" class="quiet" data-t="hide">Hide this photo</button>
        </div>
        <details id="recent-box"><summary data-t="recentShown">Recently shown</summary><ul id="recent"></ul></details>
        <fieldset><legend data-t="settings">Settings</legend>
          <label><span data-t="style">Style</span> <select id="style" aria-describedby="style-error">
            <option value="calm" data-t="calm">Calm</option><option value="lively" data-t="lively">Lively</option>
            <option value="blocks" data-t="blocks">Mosaic</option><option value="spiral" data-t="spiral">Spiral</option>
            <option value="radial" data-t="radial">Circle</option><option value="random" data-t="random">Surprise me</option>
            <option value="__custom" data-t="custom" hidden>As set on the frame</option></select></label>
          <!--STYLE-HELP-->
          <p id="style-error" class="field-error" role="alert" hidden></p>
          <!--SETTINGS-->
          <button id="apply" type="button" data-t="apply">Apply</button>
          <p id="apply-error" class="field-error" role="alert" hidden></p>
          <p id="saved" class="ok" data-t="saved" hidden>Saved.</p>
        </fieldset>
        <fieldset id="add" hidden><legend data-t="addPhotos">Add photos</legend>
          <label class="pick"><span data-t="choosePhotos">Choose photos</span><input id="files" type="file" accept="image/*" multiple></label>
          <ul id="uploads" aria-live="polite"></ul>
        </fieldset>
        </main>
        <script>
        "use strict";
        const SETTINGS = /*SETTINGS*/[], UPLOAD_LIMIT = /*UPLOAD*/0, ROUTES = /*ROUTES*/{}, LABELS = /*LABELS*/{};
        const TEXT = {
          en: {},
          de: { title: "Bilderrahmen", back: "◀ Zurück", pause: "Pause", resume: "Weiter", next: "Vor ▶", settings: "Einstellungen", style: "Stil",
            calm: "Ruhig", lively: "Lebhaft", blocks: "Mosaik", spiral: "Spirale", radial: "Kreis", random: "Überrasch mich",
            custom: "Wie am Rahmen eingestellt", apply: "Übernehmen", saved: "Gespeichert.", screenOn: "Bildschirm an", screenOff: "Bildschirm aus",
            paused: "Angehalten", secondsError: "Bitte eine Zahl von {min} bis {max} Sekunden eingeben.",
            unknownError: "Das hat nicht geklappt: {message}", addPhotos: "Fotos hinzufügen", choosePhotos: "Fotos auswählen",
            uploading: "{name}: {percent} %", uploaded: "{name}: hinzugefügt", tooLarge: "{name}: größer als {mb} MB",
            uploadFailed: "{name}: {message}", favorite: "☆ Favorit", favoriteOn: "★ Favorit", hide: "Dieses Foto ausblenden",
            recentShown: "Zuletzt gezeigt", offline: "Der Rahmen antwortet nicht. Ist er eingeschaltet und im selben Netz?" },
          fr: { title: "Cadre photo", back: "◀ Retour", pause: "Pause", resume: "Reprendre", next: "Suivante ▶", settings: "Réglages",
            style: "Style", calm: "Calme", lively: "Vif", blocks: "Mosaïque", spiral: "Spirale", radial: "Cercle", random: "Surprenez-moi",
            custom: "Comme réglé sur le cadre", apply: "Appliquer", saved: "Enregistré.", screenOn: "Écran allumé", screenOff: "Écran éteint",
            paused: "En pause", secondsError: "Indiquez un nombre de {min} à {max} secondes.", unknownError: "Cela n'a pas marché : {message}",
            addPhotos: "Ajouter des photos", choosePhotos: "Choisir des photos", uploading: "{name} : {percent} %", uploaded: "{name} : ajoutée",
            tooLarge: "{name} : plus de {mb} Mo", uploadFailed: "{name} : {message}", favorite: "☆ Favori", favoriteOn: "★ Favori",
            hide: "Masquer cette photo", recentShown: "Vues récemment", offline: "Le cadre ne répond pas. Est-il allumé et sur le même réseau ?" },
          es: { title: "Marco de fotos", back: "◀ Atrás", pause: "Pausa", resume: "Seguir", next: "Siguiente ▶", settings: "Ajustes",
            style: "Estilo", calm: "Tranquilo", lively: "Animado", blocks: "Mosaico", spiral: "Espiral", radial: "Círculo", random: "Sorpréndeme",
            custom: "Como está en el marco", apply: "Aplicar", saved: "Guardado.", screenOn: "Pantalla encendida", screenOff: "Pantalla apagada",
            paused: "En pausa", secondsError: "Escribe un número de {min} a {max} segundos.", unknownError: "No ha funcionado: {message}",
            addPhotos: "Añadir fotos", choosePhotos: "Elegir fotos", uploading: "{name}: {percent} %", uploaded: "{name}: añadida",
            tooLarge: "{name}: más de {mb} MB", uploadFailed: "{name}: {message}", favorite: "☆ Favorita", favoriteOn: "★ Favorita",
            hide: "Ocultar esta foto", recentShown: "Vistas hace poco", offline: "El marco no responde. ¿Está encendido y en la misma red?" },
          ru: { title: "Фоторамка", back: "◀ Назад", pause: "Пауза", resume: "Дальше", next: "Вперёд ▶", settings: "Настройки", style: "Стиль",
            calm: "Спокойный", lively: "Живой", blocks: "Мозаика", spiral: "Спираль", radial: "Круг", random: "Удиви меня",
            custom: "Как задано на рамке", apply: "Применить", saved: "Сохранено.", screenOn: "Экран включён", screenOff: "Экран выключен",
            paused: "Пауза", secondsError: "Введите число от {min} до {max} секунд.", unknownError: "Не получилось: {message}",
            addPhotos: "Добавить фото", choosePhotos: "Выбрать фото", uploading: "{name}: {percent} %", uploaded: "{name}: добавлено",
            tooLarge: "{name}: больше {mb} МБ", uploadFailed: "{name}: {message}", favorite: "☆ Избранное", favoriteOn: "★ Избранное",
            hide: "Скрыть это фото", recentShown: "Недавно показанные", offline: "Рамка не отвечает. Она включена и в той же сети?" },
        };
        const ENGLISH = { favorite: "☆ Favourite", favoriteOn: "★ Favourite", pause: "Pause", resume: "Resume", screenOn: "Screen on", screenOff: "Screen off", paused: "Paused",
          secondsError: "Enter a number from {min} to {max} seconds.", unknownError: "That did not work: {message}",
          offline: "The frame does not answer. Is it on and on the same network?",
          uploading: "{name}: {percent} %", uploaded: "{name}: added", tooLarge: "{name}: larger than {mb} MB", uploadFailed: "{name}: {message}" };
        // The settings' and orders' words come from the frame's schema and its po/ catalogs.
        for (const [lang, words] of Object.entries(LABELS)) TEXT[lang] = Object.assign(TEXT[lang] || {}, words);
        const language = (navigator.languages || [navigator.language || "en"]).map((l) => l.slice(0, 2).toLowerCase()).find((l) => TEXT[l]) || "en";
        document.documentElement.lang = language;
        const say = (key, values) => {
          let text = (TEXT[language] && TEXT[language][key]) || ENGLISH[key] || key;
          for (const [name, value] of Object.entries(values || {})) text = text.replace("{" + name + "}", value);
          return text;
        };
        document.querySelectorAll("[data-t]").forEach((node) => { const v = TEXT[language][node.dataset.t]; if (v) node.textContent = v; });
        const $ = (id) => document.getElementById(id);
        const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
        let status = null, shownPhoto = null;
        const edited = new Set();
        if (location.search.includes("token=")) history.replaceState(null, "", "/");
        async function api(method, path, body) {
          const init = { method, credentials: "same-origin", headers: {} };
          if (body !== undefined) { init.headers["Content-Type"] = "application/json"; init.body = JSON.stringify(body); }
          let response;
          try { response = await fetch(path, init); } catch (e) { throw new Error(say("offline")); }
          let data = null;
          try { data = await response.json(); } catch (e) { data = null; }
          if (!response.ok) throw new Error((data && data.error) || ("HTTP " + response.status));
          return data;
        }
        function showError(message) { $("error").textContent = message || ""; $("error").hidden = !message; }
        function fieldError(field, message) {
          const note = $(field + "-error");
          note.textContent = message || ""; note.hidden = !message;
          const input = $(field);
          if (input) input.setAttribute("aria-invalid", message ? "true" : "false");
        }
        function clearFieldErrors() { for (const f of ["style", "apply"].concat(SETTINGS.map((s) => s.key))) fieldError(f, ""); }
        /// A server message in plain words, under the field it is about.
        function placeError(message) {
          const setting = SETTINGS.find((s) => message.startsWith(s.key + " ") || message.startsWith(s.key + ":"));
          if (setting && setting.kind === "seconds") fieldError(setting.key, say("secondsError", setting));
          else if (setting) fieldError(setting.key, say("unknownError", { message }));
          else if (/transition|style/.test(message)) fieldError("style", say("unknownError", { message }));
          else fieldError("apply", say("unknownError", { message }));
        }
        function caption() {
          const path = status.current || "";
          const parts = path.split("/").filter((p) => p);
          $("album").textContent = parts.length > 1 ? parts[parts.length - 2] : (parts[0] || "—");
          const day = /^(\\d{4})-(\\d{2})-(\\d{2})/.exec(status.currentDate || "");
          $("date").textContent = day ? dateFormat.format(new Date(Date.UTC(+day[1], +day[2] - 1, +day[3], 12))) : "";
          $("state").textContent = status.paused ? say("paused") : "";
        }
        function render() {
          if (!status) return;
          caption();
          $("pause").textContent = status.paused ? say("resume") : say("pause");
          $("screen").setAttribute("aria-checked", status.screenOn ? "true" : "false");
          $("screen").textContent = status.screenOn ? say("screenOn") : say("screenOff");
          for (const { key, kind } of SETTINGS) {
            if (edited.has(key) || status[key] === undefined) continue;
            const field = $(key), value = String(status[key]);
            if (kind === "choice" && ![...field.options].some((o) => o.value === value)) field.add(new Option(value, value));
            field.value = value;
          }
          if (!edited.has("style")) {
            const names = status.transitions || [];
            const known = names.length === 1 && [...$("style").options].some((o) => o.value === names[0] && !o.hidden);
            $("style").querySelector("[value=__custom]").hidden = known;
            $("style").value = known ? names[0] : "__custom";
          }
          $("favorite").setAttribute("aria-checked", status.currentFavorite ? "true" : "false");
          $("favorite").textContent = status.currentFavorite ? say("favoriteOn") : say("favorite");
          if (status.current !== shownPhoto) {
            shownPhoto = status.current;
            if ($("recent-box").open) loadRecent();
            const img = $("photo");
            img.alt = $("album").textContent;
            if (shownPhoto) { img.src = "/api/photo/current?p=" + encodeURIComponent(shownPhoto); img.hidden = false; } else { img.hidden = true; }
          }
        }
        for (const id of ["style"].concat(SETTINGS.map((s) => s.key))) for (const kind of ["input", "change"]) $(id).addEventListener(kind, () => { edited.add(id); fieldError(id, ""); });
        $("photo").addEventListener("error", () => { $("photo").hidden = true; });
        async function refresh() {
          try { status = await api("GET", "/api/status"); showError(""); render(); } catch (e) { showError(e.message); }
        }
        /// A command by its schema name; `how` is "on" or "off" for a switch (ROUTES comes from the frame's ControlSchema).
        async function command(name, how) {
          const path = (ROUTES[name] || {})[how || "press"];
          try { showError(""); await api("POST", path); setTimeout(refresh, 150); } catch (e) { showError(say("unknownError", { message: e.message })); }
        }
        /// "Recently shown": the album and file name of each, newest first; a tap shows it again.
        async function loadRecent() {
          let data;
          try { data = await api("GET", "/api/recent"); } catch (e) { showError(e.message); return; }
          const list = $("recent");
          list.replaceChildren();
          for (const path of data.photos || []) {
            const parts = path.split("/").filter((p) => p);
            const item = document.createElement("li"), button = document.createElement("button");
            button.type = "button";
            button.textContent = parts.slice(-2).join(" · ");
            button.addEventListener("click", async () => {
              try { showError(""); await api("POST", "/api/photo/show", { path }); setTimeout(refresh, 150); }
              catch (e) { showError(say("unknownError", { message: e.message })); }
            });
            item.append(button); list.append(item);
          }
        }
        $("recent-box").addEventListener("toggle", () => { if ($("recent-box").open) loadRecent(); });
        $("favorite").addEventListener("click", async () => {
          try { showError(""); await api("POST", ROUTES.favorite.press, { favorite: !(status && status.currentFavorite) }); setTimeout(refresh, 150); }
          catch (e) { showError(say("unknownError", { message: e.message })); }
        });
        $("hide").addEventListener("click", () => command("hide"));
        $("next").addEventListener("click", () => command("next"));
        $("previous").addEventListener("click", () => command("previous"));
        $("pause").addEventListener("click", () => command(status && status.paused ? "resume" : "pause"));
        $("screen").addEventListener("click", () => command("screen", status && !status.screenOn ? "on" : "off"));
        $("apply").addEventListener("click", async () => {
          clearFieldErrors();
          const patch = {};
          for (const setting of SETTINGS) {
            const text = $(setting.key).value.trim();
            if (setting.kind === "choice") { if (edited.has(setting.key)) patch[setting.key] = text; continue; }
            if (!edited.has(setting.key) && status) continue;
            const seconds = Number(text);
            if (text === "" || !isFinite(seconds) || seconds < setting.min || seconds > setting.max) {
              fieldError(setting.key, say("secondsError", setting)); return;
            }
            patch[setting.key] = seconds;
          }
          if (edited.has("style") && $("style").value !== "__custom") patch.transitions = [$("style").value];
          if (Object.keys(patch).length === 0) { $("saved").hidden = false; setTimeout(() => { $("saved").hidden = true; }, 2000); return; }
          try {
            await api("PATCH", "/api/settings", patch);
            // A field changed again while the request was on its way stays edited.
            for (const { key, kind } of SETTINGS) {
              const now = $(key).value.trim();
              if (key in patch && (kind === "seconds" ? Number(now) : now) === patch[key]) edited.delete(key);
            }
            if ("transitions" in patch && $("style").value === patch.transitions[0]) edited.delete("style");
            $("saved").hidden = false; setTimeout(() => { $("saved").hidden = true; }, 2000); setTimeout(refresh, 150);
          } catch (e) { placeError(e.message); }
        });
        /// Sends one file and reports its progress and result in its own line.
        function upload(file) {
          const line = document.createElement("li");
          line.textContent = say("uploading", { name: file.name, percent: 0 });
          $("uploads").append(line);
          if (file.size > UPLOAD_LIMIT) {
            line.className = "bad"; line.textContent = say("tooLarge", { name: file.name, mb: Math.floor(UPLOAD_LIMIT / 1048576) });
            return Promise.resolve();
          }
          return new Promise((resolve) => {
            const request = new XMLHttpRequest();
            request.open("POST", "/api/upload");
            request.withCredentials = true;
            request.upload.onprogress = (e) => {
              if (e.lengthComputable) line.textContent = say("uploading", { name: file.name, percent: Math.floor(100 * e.loaded / e.total) });
            };
            request.onload = () => {
              let data = null;
              try { data = JSON.parse(request.responseText); } catch (e) { data = null; }
              if (request.status === 201) { line.textContent = say("uploaded", { name: file.name }); line.className = "ok"; }
              else { line.className = "bad"; line.textContent = say("uploadFailed", { name: file.name, message: (data && data.error) || ("HTTP " + request.status) }); }
              resolve();
            };
            request.onerror = () => { line.className = "bad"; line.textContent = say("uploadFailed", { name: file.name, message: say("offline") }); resolve(); };
            const form = new FormData();
            form.append("file", file, file.name);
            request.send(form);
          });
        }
        if (UPLOAD_LIMIT > 0) $("add").hidden = false;
        $("files").addEventListener("change", async () => {
          const files = [...$("files").files];
          $("files").value = "";
          for (const file of files) await upload(file);
          setTimeout(refresh, 150);
        });
        refresh();
        setInterval(refresh, 2000);
        </script></body></html>
        """
}
