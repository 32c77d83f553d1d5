// The site's search: ranks as `smashup search` does, from the index built with the
// site (search-index.js: word forms → stems, stems → documents with their bm25
// contributions), and finds card names with typos. Nothing is fetched; it works
// from the file system. `search.html?q=words` fills the box and searches on load.
(function () {
  "use strict";
  var index = window.SMASHUP_SEARCH;
  var stopwords = new Set(index.stopwords);
  var docs = index.documents; // [id, kind number, title, body, page, faction name]
  var NON_WORD = /[^\p{L}\p{N}]+/u;

  // The lower-cased runs of letters and digits, as `words` in reference/search.py.
  function words(text) {
    return text.toLowerCase().split(NON_WORD).filter(Boolean);
  }

  function unaccented(text) {
    return text.normalize("NFD").replace(/\p{M}/gu, "");
  }

  // The stem of a query word. Every word form of the data has its stem in the
  // index; a form the data never uses can only match through a close form of it
  // ("moving" → "move"), tried here as the last resort.
  function stemOf(word) {
    var form = unaccented(word);
    if (Object.prototype.hasOwnProperty.call(index.forms, form)) return index.forms[form];
    if (Object.prototype.hasOwnProperty.call(index.postings, form)) return form;
    var endings = ["ing", "ed", "es", "s", "ly", "d"];
    for (var i = 0; i < endings.length; i++) {
      var ending = endings[i];
      if (form.length > ending.length + 2 && form.endsWith(ending)) {
        var cut = form.slice(0, -ending.length);
        var tries = [cut, cut + "e"];
        for (var j = 0; j < tries.length; j++) {
          if (Object.prototype.hasOwnProperty.call(index.forms, tries[j])) return index.forms[tries[j]];
        }
      }
    }
    return null;
  }

  function round4(value) {
    return Number(value.toFixed(4));
  }

  // bm25 of the query words (any of them), times the kind's boost, doubled where
  // the text has the words in the order typed; best first, then by ID.
  function rank(text, limit) {
    var typed = words(text);
    var terms = typed.filter(function (w) { return !stopwords.has(w); });
    if (!terms.length) terms = typed;
    if (!terms.length) return { hits: [], phrases: [] };
    var scores = new Map();
    var phrases = terms.map(stemOf);
    phrases.forEach(function (stem) {
      var posting = stem === null ? undefined : index.postings[stem];
      if (!posting) return;
      var numbers = posting[0], contributions = posting[1];
      for (var i = 0; i < numbers.length; i++) {
        scores.set(numbers[i], (scores.get(numbers[i]) || 0) + contributions[i]);
      }
    });
    var ranked = [];
    scores.forEach(function (score, number) {
      ranked.push([score * index.boosts[docs[number][1]], number]);
    });
    ranked.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
    var phrase = typed.join(" ");
    var checked = ranked.slice(0, limit * index.candidatesPerHit).map(function (entry) {
      var body = docs[entry[1]][3];
      var low = body.toLowerCase();
      var score = entry[0];
      var all = typed.every(function (w) { return low.indexOf(w) >= 0; });
      if (all && (typed.length === 1 || words(body).join(" ").indexOf(phrase) >= 0)) score *= 2;
      return [round4(score), entry[1]];
    });
    checked.sort(function (a, b) { return b[0] - a[0]; }); // stable: equal scores keep their order
    var best = checked.slice(0, limit);
    best.sort(function (a, b) {
      var x = docs[a[1]][0], y = docs[b[1]][0];
      return b[0] - a[0] || (x < y ? -1 : x > y ? 1 : 0);
    });
    return { hits: best, phrases: phrases };
  }

  // FTS5's snippet, as `snippet` in reference/search.py: the window of at most
  // snippetTokens words with the most distinct query words (a repeat adds a
  // little; a window that starts a sentence wins a tie), matches marked, "…" where cut.
  function snippet(body, phrases) {
    var found = [];
    var re = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
    var match;
    while ((match = re.exec(body)) !== null) {
      var form = unaccented(match[0].toLowerCase());
      var stem = Object.prototype.hasOwnProperty.call(index.forms, form) ? index.forms[form] : null;
      found.push({ start: match.index, end: match.index + match[0].length, stem: stem });
    }
    var size = index.snippetTokens, count = found.length;
    var instances = []; // [token position, phrase position]
    found.forEach(function (token, at) {
      phrases.forEach(function (stem, phrase) {
        if (stem !== null && token.stem === stem) instances.push([at, phrase]);
      });
    });
    function window(start) {
      var seen = new Set(), score = 0, first = -1, last = 0;
      instances.forEach(function (instance) {
        if (instance[0] >= start && instance[0] < start + size) {
          score += seen.has(instance[1]) ? 1 : 1000;
          seen.add(instance[1]);
          if (first < 0) first = instance[0];
          last = instance[0] + 1;
        }
      });
      return [score, first, last];
    }
    var starts = [];
    if (instances.length && count > size) {
      starts.push(0);
      for (var n = 1; n < count; n++) {
        var gap = body.slice(found[n - 1].end, found[n].start);
        var kept = gap.replace(/[ \t\n\r]+$/, "");
        if (kept.length < gap.length && /[.:]$/.test(kept)) starts.push(n);
      }
    }
    var bestScore = 0, bestStart = 0;
    instances.forEach(function (instance) {
      var at = instance[0];
      var scored = window(at);
      if (scored[0] > bestScore) {
        var centred = Math.min(scored[1] - Math.floor((size - (scored[2] - scored[1])) / 2), count - size);
        bestScore = scored[0];
        bestStart = Math.max(centred, 0);
      }
      if (starts.length) {
        var sentence = 0;
        for (var k = 0; k < starts.length && starts[k] <= at; k++) sentence = starts[k];
        if (sentence < at) {
          var score = window(sentence)[0] + (sentence === 0 ? 120 : 100);
          if (score > bestScore) { bestScore = score; bestStart = sentence; }
        }
      }
    });
    var lastShown = bestStart + size - 1;
    var marked = new Set(instances.map(function (instance) { return instance[0]; }));
    var parts = bestStart > 0 ? ["…"] : [];
    var offset = 0;
    for (var at = bestStart; at <= Math.min(lastShown, count - 1); at++) {
      var token = found[at];
      if (at === bestStart && bestStart) offset = token.start;
      if (marked.has(at)) {
        parts.push(body.slice(offset, token.start), { mark: body.slice(token.start, token.end) });
        offset = token.end;
      }
      if (at === lastShown) {
        parts.push(body.slice(offset, token.end));
        offset = token.end;
      }
    }
    parts.push(lastShown >= count - 1 ? body.slice(offset) : "…");
    return parts;
  }

  // Card names as `smashup card` matches them: case, accents and punctuation
  // folded; exact, then prefix, then word prefixes, then the closest by edits.
  function fold(text) {
    return text.normalize("NFKD").toLowerCase().replace(/['’‘`]/g, "").replace(/\p{M}/gu, "")
      .replace(/[^a-z0-9]+/g, " ").trim();
  }

  function wordPrefixes(query, name) {
    var names = name.split(" "), at = 0;
    return query.split(" ").every(function (part) {
      while (at < names.length && names[at].indexOf(part) !== 0) at++;
      if (at === names.length) return false;
      at++;
      return true;
    });
  }

  function distance(a, b) {
    var previous = [], current;
    for (var j = 0; j <= b.length; j++) previous.push(j);
    for (var i = 1; i <= a.length; i++) {
      current = [i];
      for (var k = 1; k <= b.length; k++) {
        current.push(Math.min(previous[k] + 1, current[k - 1] + 1, previous[k - 1] + (a[i - 1] === b[k - 1] ? 0 : 1)));
      }
      previous = current;
    }
    return previous[b.length];
  }

  function similarity(query, name) {
    var whole = 1 - distance(query, name) / Math.max(query.length, name.length);
    var start = name.slice(0, query.length); // what is typed so far, typos included
    var begun = query.length >= 4 ? 1 - distance(query, start) / query.length : 0;
    return Math.max(whole, begun * 0.95);
  }

  var cards = docs.map(function (doc, number) { return [doc, number]; })
    .filter(function (entry) { return index.kinds[entry[0][1]] === "card"; })
    .map(function (entry) { return { doc: entry[0], key: fold(entry[0][2]) }; });

  function cardNames(text, limit) {
    var query = fold(text);
    if (!query) return [];
    var found = [];
    cards.forEach(function (card) {
      var score;
      if (card.key === query) score = 3;
      else if (card.key.indexOf(query) === 0) score = 2;
      else if (wordPrefixes(query, card.key)) score = 1.5;
      else if (query.length >= 3) score = similarity(query, card.key);
      else score = 0;
      if (score >= 0.7) found.push([score, card.doc]);
    });
    found.sort(function (a, b) { return b[0] - a[0] || (a[1][2] < b[1][2] ? -1 : a[1][2] > b[1][2] ? 1 : 0); });
    return found.slice(0, limit).map(function (entry) { return entry[1]; });
  }

  // --- The page ---------------------------------------------------------------------------

  var box = document.getElementById("q");
  var status = document.getElementById("search-status");
  var cardList = document.getElementById("card-hits");
  var hitList = document.getElementById("text-hits");

  function element(name, className, text) {
    var node = document.createElement(name);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function link(doc, text) {
    var a = element("a", "", text);
    a.href = doc[4];
    return a;
  }

  function show(text) {
    var results = rank(text, index.limit);
    var names = cardNames(text, 5);
    cardList.replaceChildren();
    hitList.replaceChildren();
    names.forEach(function (doc) {
      var item = element("li");
      item.dataset.id = doc[0];
      item.append(link(doc, doc[2]), " ", element("span", "muted", doc[5]));
      cardList.append(item);
    });
    results.hits.forEach(function (hit) {
      var doc = docs[hit[1]];
      var item = element("li");
      item.dataset.id = doc[0];
      var heading = element("p", "hit-title");
      heading.append(link(doc, doc[2]), " ", element("span", "kind", index.kinds[doc[1]]), " ", element("code", "", doc[0]));
      var text = element("p", "snippet");
      var parts = snippet(doc[3], results.phrases);
      if (!parts.some(function (part) { return typeof part === "string" ? part.trim() : true; })) parts = [doc[3].slice(0, 160)];
      parts.forEach(function (part) {
        text.append(typeof part === "string" ? part : element("mark", "", part.mark));
      });
      item.append(heading, text);
      hitList.append(item);
    });
    cardList.parentElement.hidden = names.length === 0;
    hitList.parentElement.hidden = results.hits.length === 0;
    var count = results.hits.length;
    status.textContent = !text.trim() ? "" :
      count || names.length ? count + (count === 1 ? " match" : " matches") + " in the texts" + (names.length ? ", " + names.length + " card name" + (names.length === 1 ? "" : "s") : "") + "." :
      "Nothing matches “" + text.trim() + "”.";
  }

  function remember(text) {
    try {
      var url = new URL(window.location.href);
      url.searchParams.set("q", text);
      window.history.replaceState(null, "", url.href);
    } catch (error) {
      // Some browsers refuse to change the address of a page opened from a file: the search still works.
    }
  }

  var pending = null;
  box.addEventListener("input", function () {
    clearTimeout(pending);
    pending = setTimeout(function () { show(box.value); remember(box.value); }, 120);
  });
  document.getElementById("search-form").addEventListener("submit", function (event) {
    event.preventDefault();
    clearTimeout(pending);
    show(box.value);
    remember(box.value);
  });
  var asked = new URLSearchParams(window.location.search).get("q");
  if (asked) {
    box.value = asked;
    show(asked);
  }
})();
