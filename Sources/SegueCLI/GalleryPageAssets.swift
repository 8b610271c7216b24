/// The gallery page's style and script, inline so that the page needs no other file and no network.
enum GalleryPageAssets {
    static let style = """
        :root { color-scheme: dark; --paper: #181818; --card: #232323; --ink: #ebebeb; --dim: #a8a8a8; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; background: var(--paper); color: var(--ink); font: 14px/1.4 system-ui, sans-serif; }
        header { position: sticky; top: 0; z-index: 1; padding: 12px 20px; background: var(--paper);
          border-bottom: 1px solid #333; }
        h1 { margin: 0 0 4px; font-size: 22px; }
        header p { margin: 4px 0; color: var(--dim); max-width: 75em; }
        a { color: #8cc4ff; }
        #search { width: min(32em, 100%); padding: 6px 10px; font: inherit; color: inherit; background: var(--card);
          border: 1px solid #555; border-radius: 4px; }
        main { padding: 0 20px 40px; }
        h2 { margin: 24px 0 12px; font-size: 18px; }
        .n { color: var(--dim); font-weight: normal; }
        .grid { display: grid; gap: 14px; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); }
        .tile { background: var(--card); border-radius: 6px; padding: 10px; min-width: 0; }
        .tile video, .tile img { display: block; width: 100%; height: auto; background: #000; }
        .stills { display: flex; gap: 4px; }
        .stills figure { flex: 1; margin: 0; min-width: 0; }
        .stills figure:nth-child(3) { flex: 2; }
        figcaption { color: var(--dim); font-size: 11px; text-align: center; }
        h3 { margin: 8px 0 0; font-size: 15px; font-family: ui-monospace, monospace; }
        .kind { margin: 0; color: var(--dim); font-size: 12px; }
        .summary { margin: 6px 0; }
        .params { width: 100%; table-layout: fixed; border-collapse: collapse; font-size: 12px; margin: 6px 0; }
        .params th, .params td { text-align: left; vertical-align: top; padding: 2px 4px; border-top: 1px solid #333;
          overflow-wrap: anywhere; }
        .params th { width: 30%; font-family: ui-monospace, monospace; font-weight: normal; }
        .params td:nth-child(2) { width: 30%; }
        .none { margin: 6px 0; color: var(--dim); font-size: 12px; }
        .command { margin: 6px 0 0; padding: 6px; background: #111; border-radius: 4px; font-size: 11px;
          white-space: pre-wrap; overflow-wrap: anywhere; }
        """

    /// Hides the tiles whose name and summary do not hold every word typed, and the sections left empty.
    static let script = """
        (function () {
          var search = document.getElementById('search');
          var tiles = Array.prototype.slice.call(document.querySelectorAll('.tile'));
          var sections = Array.prototype.slice.call(document.querySelectorAll('main section'));
          var count = document.getElementById('count');
          var nothing = document.getElementById('nothing');
          function filter() {
            var words = search.value.toLowerCase().split(/\\s+/).filter(Boolean);
            var shown = 0;
            tiles.forEach(function (tile) {
              var text = tile.getAttribute('data-search');
              var matches = words.every(function (word) { return text.indexOf(word) >= 0; });
              tile.hidden = !matches;
              if (matches) { shown += 1; }
            });
            sections.forEach(function (section) {
              section.hidden = !section.querySelector('.tile:not([hidden])');
            });
            count.textContent = words.length ? shown + ' of ' + tiles.length + ' shown' : tiles.length + ' shown';
            nothing.hidden = shown > 0;
          }
          search.addEventListener('input', filter);
          filter();
        })();
        """
}
