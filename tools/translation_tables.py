"""German, Japanese and English display texts that seed the ``.ts`` files.

``tools/translations.py fill`` writes these into every entry of the ``.ts``
files that is still unfinished; after that the ``.ts`` files are the source
of truth (edit them with Qt Linguist or here, then run the tool again).

German uses the words German players use (Reizen, Alleinspieler, Augen,
Stich, bedienen, Spielliste); Japanese follows the terms of the Japanese
rule texts (ビッド, デクレアラー, 切り札, シュナイダー, シュワルツ, スカート,
グラン, ヌル, ウヴェア, マストフォロー, ベンツ, ガイア, トゥ, ズィー,
アルムート, マリッジ, レー, コントラ, ブラインド, ピック, アローン, リースター).
English gives the engine's record notation ("p", "CHZ", "kontra_re") a
readable name.
"""

from __future__ import annotations

# --- the app's own strings ---------------------------------------------------------

APP_DE: dict[str, str] = {
    "OK": "OK",
    "A computer player failed (%1); it takes a random legal action.": "Ein Computerspieler ist ausgefallen (%1); er macht einen zufälligen erlaubten Zug.",
    "The deal is over.": "Das Spiel ist vorbei.",
    "It is not your turn.": "Du bist nicht am Zug.",
    "Last trick": "Letzter Stich",
    "No trick has been completed yet.": "Es ist noch kein Stich vollständig.",
    "%1 took the trick.": "%1 hat den Stich bekommen.",
    "Stammtisch": "Stammtisch",
    "&Game": "&Spiel",
    "&Help": "&Hilfe",
    "&New game…": "&Neues Spiel…",
    "&Last trick": "&Letzter Stich",
    "&Score sheet": "Spiel&liste",
    "S&ettings…": "&Einstellungen…",
    "&Quit": "&Beenden",
    "&About Stammtisch": "Ü&ber Stammtisch",
    "Score sheet": "Spielliste",
    "New game": "Neues Spiel",
    "The saved game could not be read and was set aside as %1.": "Das gespeicherte Spiel war nicht lesbar und wurde als %1 beiseitegelegt.",
    "Saved game": "Gespeichertes Spiel",
    "Resume the saved game of %1 (deal %2 of %3)?": "Die gespeicherte Serie %1 fortsetzen (Spiel %2 von %3)?",
    "Start a new game from the Game menu.": "Starte ein neues Spiel im Menü „Spiel“.",
    "Your turn: play a card or choose.": "Du bist dran: Spiel eine Karte aus oder entscheide dich.",
    "Your turn: choose a card.": "Du bist dran: Wähle eine Karte.",
    "Your turn: play a card.": "Du bist dran: Spiel eine Karte aus.",
    "Your turn: lay a card away (drag it to the side, or double-click it).": "Du bist dran: Leg eine Karte weg (zieh sie zur Seite oder doppelklicke sie).",
    "Your turn: choose a card to pass on.": "Du bist dran: Wähle eine Karte zum Weitergeben.",
    "Your turn: choose.": "Du bist dran: Entscheide dich.",
    "%1 is thinking…": "%1 überlegt…",
    "Start a new game first.": "Starte zuerst ein neues Spiel.",
    "The game could not be saved: %1": "Das Spiel konnte nicht gespeichert werden: %1",
    "The session is over.": "Die Serie ist zu Ende.",
    "About Stammtisch": "Über Stammtisch",
    "Stammtisch: Skat, Doppelkopf, Schafkopf and Sheepshead against computer opponents, offline.": "Stammtisch: Skat, Doppelkopf, Schafkopf und Sheepshead gegen Computergegner, offline.",
    "&Game:": "&Spiel:",
    "&Players:": "&Mitspieler:",
    "You": "Du",
    "Your &name:": "Dein &Name:",
    "How many deals the session lasts.": "Wie viele Spiele die Serie dauert.",
    "&Deals in the session:": "Spiele in der &Serie:",
    "Computer opponents": "Computergegner",
    "Rules": "Regeln",
    "&Start": "&Los geht’s",
    "No game is installed.": "Es ist kein Spiel installiert.",
    "How well this computer player plays.": "Wie stark dieser Computerspieler spielt.",
    "Seat %1:": "Platz %1:",
    "This game has no rule options.": "Dieses Spiel hat keine Regeloptionen.",
    "Default: %1": "Standard: %1",
    "Deal %1 of %2": "Spiel %1 von %2",
    "&Next deal": "&Nächstes Spiel",
    "&Done": "&Fertig",
    "thrown in": "eingeworfen",
    "Total": "Summe",
    "Game": "Spiel",
    "Settings": "Einstellungen",
    "System language": "Systemsprache",
    "&Language:": "&Sprache:",
    "French (black and red)": "Französisches Blatt (schwarz und rot)",
    "Four colours (tournament)": "Vierfarbig (Turnierbild)",
    "German suits": "Deutsches Blatt",
    "Faces for the French-suited games. Schafkopf is always German-suited.": "Kartenbild für die Spiele mit französischem Blatt. Schafkopf wird immer mit deutschem Blatt gespielt.",
    "&Card faces:": "&Kartenbild:",
    "Off": "Aus",
    "Fast": "Schnell",
    "Normal": "Normal",
    "Slow": "Langsam",
    "&Animations:": "&Animationen:",
    "&Opponents' strength:": "Stärke der &Gegner:",
    "Dealer": "Geber",
    "Declarer": "Alleinspieler",
    "sits out": "setzt aus",
    "Tricks: %1": "Stiche: %1",
    "thinking…": "überlegt…",
    "Game: %1": "Spiel: %1",
    "Card table": "Kartentisch",
    "Random": "Zufällig",
    "Beginner": "Anfänger",
    "Standard": "Standard",
    "Strong": "Stark",
    "Human": "Mensch",
    "on": "an",
    "off": "aus",
    "Thrown in": "Eingeworfen",
    "nobody": "niemand",
    "Card points": "Augen",
    "Scoring": "Abrechnung",
    "Scores": "Punkte",
    "this deal": "dieses Spiel",
    "total": "gesamt",
    "The session is over": "Die Serie ist zu Ende",
    "Choose the game and press OK.": "Wähle das Spiel und drücke OK.",
    "Hand": "Hand",
    "Schneider announced": "Schneider angesagt",
    "Schwarz announced": "Schwarz angesagt",
    "Ouvert": "Ouvert",
    "Declare": "Ansagen",
    "Suit": "Farbe",
    "Bid": "Reizen",
    "Discard two cards: drag them onto the skat, or double-click them.": "Drücke zwei Karten: Zieh sie auf den Skat oder doppelklicke sie.",
    "Your bid:": "Dein Reizwert:",
}

APP_JA: dict[str, str] = {
    "OK": "OK",
    "A computer player failed (%1); it takes a random legal action.": "コンピューター プレイヤーでエラーが発生しました（%1）。ランダムな合法手を選びます。",
    "The deal is over.": "このディールは終了しました。",
    "It is not your turn.": "あなたの番ではありません。",
    "Last trick": "直前のトリック",
    "No trick has been completed yet.": "まだ完了したトリックはありません。",
    "%1 took the trick.": "%1 がトリックを取りました。",
    "Stammtisch": "Stammtisch",
    "&Game": "ゲーム(&G)",
    "&Help": "ヘルプ(&H)",
    "&New game…": "新しいゲーム(&N)…",
    "&Last trick": "直前のトリック(&L)",
    "&Score sheet": "スコア表(&S)",
    "S&ettings…": "設定(&E)…",
    "&Quit": "終了(&Q)",
    "&About Stammtisch": "Stammtisch について(&A)",
    "Score sheet": "スコア表",
    "New game": "新しいゲーム",
    "The saved game could not be read and was set aside as %1.": "保存されたゲームを読み込めなかったため、%1 として退避しました。",
    "Saved game": "保存されたゲーム",
    "Resume the saved game of %1 (deal %2 of %3)?": "保存された %1 のゲームを再開しますか？（全 %3 ディール中 %2 ディール目）",
    "Start a new game from the Game menu.": "「ゲーム」メニューから新しいゲームを始めてください。",
    "Your turn: play a card or choose.": "あなたの番です：カードを出すか、選択してください。",
    "Your turn: choose a card.": "あなたの番です：カードを選んでください。",
    "Your turn: play a card.": "あなたの番です：カードを出してください。",
    "Your turn: lay a card away (drag it to the side, or double-click it).": "あなたの番です：カードを1枚捨ててください（横へドラッグするか、ダブルクリック）。",
    "Your turn: choose a card to pass on.": "あなたの番です：渡すカードを選んでください。",
    "Your turn: choose.": "あなたの番です：選択してください。",
    "%1 is thinking…": "%1 が考えています…",
    "Start a new game first.": "まず新しいゲームを始めてください。",
    "The game could not be saved: %1": "ゲームを保存できませんでした：%1",
    "The session is over.": "セッションは終了しました。",
    "About Stammtisch": "Stammtisch について",
    "Stammtisch: Skat, Doppelkopf, Schafkopf and Sheepshead against computer opponents, offline.": "Stammtisch：スカート、ドッペルコップ、シャーフコップ、シープスヘッドをオフラインでコンピューターと対戦できます。",
    "&Game:": "ゲーム(&G)：",
    "&Players:": "人数(&P)：",
    "You": "あなた",
    "Your &name:": "あなたの名前(&N)：",
    "How many deals the session lasts.": "セッションで行うディールの数です。",
    "&Deals in the session:": "セッションのディール数(&D)：",
    "Computer opponents": "コンピューターの対戦相手",
    "Rules": "ルール",
    "&Start": "開始(&S)",
    "No game is installed.": "ゲームがインストールされていません。",
    "How well this computer player plays.": "このコンピューター プレイヤーの強さです。",
    "Seat %1:": "席 %1：",
    "This game has no rule options.": "このゲームにはルールのオプションがありません。",
    "Default: %1": "デフォルト：%1",
    "Deal %1 of %2": "ディール %1 / %2",
    "&Next deal": "次のディール(&N)",
    "&Done": "完了(&D)",
    "thrown in": "配り直し",
    "Total": "合計",
    "Game": "ゲーム",
    "Settings": "設定",
    "System language": "システムの言語",
    "&Language:": "言語(&L)：",
    "French (black and red)": "フランス式（黒と赤）",
    "Four colours (tournament)": "4色（トーナメント用）",
    "German suits": "ドイツ式スート",
    "Faces for the French-suited games. Schafkopf is always German-suited.": "フランス式スートのゲームで使う絵柄です。シャーフコップは常にドイツ式スートです。",
    "&Card faces:": "カードの絵柄(&C)：",
    "Off": "オフ",
    "Fast": "速い",
    "Normal": "普通",
    "Slow": "遅い",
    "&Animations:": "アニメーション(&A)：",
    "&Opponents' strength:": "対戦相手の強さ(&O)：",
    "Dealer": "ディーラー",
    "Declarer": "デクレアラー",
    "sits out": "休み",
    "Tricks: %1": "トリック：%1",
    "thinking…": "思考中…",
    "Game: %1": "ゲーム：%1",
    "Card table": "カードテーブル",
    "Random": "ランダム",
    "Beginner": "初級",
    "Standard": "標準",
    "Strong": "強い",
    "Human": "人間",
    "on": "オン",
    "off": "オフ",
    "Thrown in": "配り直し",
    "nobody": "なし",
    "Card points": "カードポイント",
    "Scoring": "得点計算",
    "Scores": "得点",
    "this deal": "このディール",
    "total": "合計",
    "The session is over": "セッション終了",
    "Choose the game and press OK.": "ゲームを選んで OK を押してください。",
    "Hand": "ハンド",
    "Schneider announced": "シュナイダー宣言",
    "Schwarz announced": "シュワルツ宣言",
    "Ouvert": "ウヴェア",
    "Declare": "宣言",
    "Suit": "スート",
    "Bid": "ビッド",
    "Discard two cards: drag them onto the skat, or double-click them.": "カードを2枚捨ててください：スカートにドラッグするか、ダブルクリックします。",
    "Your bid:": "あなたのビッド：",
}

# --- the engine's words ------------------------------------------------------------------

FRENCH_SUITS = {
    "clubs": ("Kreuz", "クラブ"),
    "spades": ("Pik", "スペード"),
    "hearts": ("Herz", "ハート"),
    "diamonds": ("Karo", "ダイヤ"),
    "trump": ("Trumpf", "切り札"),
}
GERMAN_SUITS = {
    "clubs": ("Eichel", "ドングリ"),
    "spades": ("Gras", "葉"),
    "hearts": ("Herz", "ハート"),
    "diamonds": ("Schellen", "鈴"),
    "trump": ("Trumpf", "切り札"),
}
SCHAFKOPF_SUITS = {"Eichel": "ドングリ", "Gras": "葉", "Herz": "ハート", "Schellen": "鈴"}


def _skat() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    en: dict[str, str] = {"p": "pass", "y": "hold", "s": "pick up the skat"}
    de: dict[str, str] = {"p": "passe", "y": "ja", "s": "Skat aufnehmen"}
    ja: dict[str, str] = {"p": "パス", "y": "ホールド", "s": "スカートを取る"}
    types = {
        "C": ("Clubs", "Kreuz", "クラブ"),
        "S": ("Spades", "Pik", "スペード"),
        "H": ("Hearts", "Herz", "ハート"),
        "D": ("Diamonds", "Karo", "ダイヤ"),
        "G": ("Grand", "Grand", "グラン"),
    }
    for letter, (e, d, j) in types.items():
        forms = {
            "": ("", "", ""),
            "H": (" Hand", " Hand", "・ハンド"),
            "HS": (
                " Hand Schneider announced",
                " Hand, Schneider angesagt",
                "・ハンド・シュナイダー宣言",
            ),
            "HZ": (
                " Hand Schwarz announced",
                " Hand, Schwarz angesagt",
                "・ハンド・シュワルツ宣言",
            ),
            "O": (" Ouvert", " ouvert", "・ウヴェア"),
        }
        for suffix, (se, sd, sj) in forms.items():
            en[letter + suffix] = e + se
            de[letter + suffix] = d + sd
            ja[letter + suffix] = j + sj
            de[e + se] = d + sd
            ja[e + se] = j + sj
    nulls = {
        "N": ("Null", "Null", "ヌル"),
        "NH": ("Null Hand", "Null Hand", "ヌル・ハンド"),
        "NO": ("Null Ouvert", "Null ouvert", "ヌル・ウヴェア"),
        "NOH": ("Null Ouvert Hand", "Null ouvert Hand", "ヌル・ウヴェア・ハンド"),
    }
    for code, (e, d, j) in nulls.items():
        en[code] = e
        de[code] = d
        ja[code] = j
        de[e] = d
        ja[e] = j
    return en, de, ja


def _schafkopf() -> tuple[dict[str, str], dict[str, str]]:
    de: dict[str, str] = {}
    ja: dict[str, str] = {}
    games = {
        "Solo": ("Solo", "ソロ"),
        "Farbwenz": ("Farbwenz", "スート・ベンツ"),
        "Farbgeier": ("Farbgeier", "スート・ガイア"),
    }
    for game, (gd, gj) in games.items():
        for suit, sj in SCHAFKOPF_SUITS.items():
            if game == "Solo":
                de[f"Solo {suit}"] = f"{suit}-Solo"
                ja[f"Solo {suit}"] = f"{sj}・ソロ"
                de[f"Solo {suit} Tout"] = f"{suit}-Solo Tout"
                ja[f"Solo {suit} Tout"] = f"{sj}・ソロ・トゥ"
            else:
                de[f"{game} {suit}"] = f"{gd} {suit}"
                ja[f"{game} {suit}"] = f"{gj}（{sj}）"
                de[f"{game} {suit} Tout"] = f"{gd} {suit} Tout"
                ja[f"{game} {suit} Tout"] = f"{gj}・トゥ（{sj}）"
    bids = {
        "Solo": ("Solo", "ソロ"),
        "Wenz": ("Wenz", "ベンツ"),
        "Geier": ("Geier", "ガイア"),
        "Farbwenz": ("Farbwenz", "スート・ベンツ"),
        "Farbgeier": ("Farbgeier", "スート・ガイア"),
    }
    for game, (gd, gj) in bids.items():
        de[f"bid {game}"] = f"{gd} bieten"
        ja[f"bid {game}"] = f"{gj}をビッド"
        de[f"bid {game} Tout"] = f"{gd} Tout bieten"
        ja[f"bid {game} Tout"] = f"{gj}・トゥをビッド"
    for suit, sj in SCHAFKOPF_SUITS.items():
        de[f"Sauspiel {suit}"] = f"Sauspiel auf die {suit}-Sau"
        ja[f"Sauspiel {suit}"] = f"パートナーゲーム（{sj}のエース）"
    de["Sauspiel allein"] = "Sauspiel allein"
    ja["Sauspiel allein"] = "パートナーゲーム（単独）"
    for name, j in {"Wenz": "ベンツ", "Geier": "ガイア"}.items():
        de[name] = name
        ja[name] = j
        de[f"{name} Tout"] = f"{name} Tout"
        ja[f"{name} Tout"] = f"{j}・トゥ"
    return de, ja


def _doppelkopf() -> tuple[dict[str, str], dict[str, str]]:
    de: dict[str, str] = {}
    ja: dict[str, str] = {}
    kinds = {
        "clubs": ("Kreuz-Solo", "クラブソロ"),
        "spades": ("Pik-Solo", "スペードソロ"),
        "hearts": ("Herz-Solo", "ハートソロ"),
        "diamonds": ("Karo-Solo", "ダイヤソロ"),
        "jack": ("Bubensolo", "ジャックソロ"),
        "queen": ("Damensolo", "クイーンソロ"),
        "queen-jack": ("Damen-Buben-Solo", "クイーン・ジャックソロ"),
        "no-trump": ("Fleischloser", "ノートランプソロ"),
    }
    for kind, (d, j) in kinds.items():
        de[f"solo {kind}"] = d
        ja[f"solo {kind}"] = j
        de[f"{kind} solo"] = d
        ja[f"{kind} solo"] = j
        de[f"solo {kind} re"] = f"{d}, mit Re-Ansage"
        ja[f"solo {kind} re"] = f"{j}・レー宣言あり"
        de[f"solo {kind} no-re"] = f"{d}, ohne Re-Ansage"
        ja[f"solo {kind} no-re"] = f"{j}・レー宣言なし"
    return de, ja


def _follow(suits: dict[str, tuple[str, str]]) -> tuple[dict[str, str], dict[str, str]]:
    de: dict[str, str] = {}
    ja: dict[str, str] = {}
    for word, (d, j) in suits.items():
        de[f"must follow {word}"] = f"Du musst {d} bedienen."
        ja[f"must follow {word}"] = f"マストフォロー：{j}を出してください。"
        if word == "trump":
            continue
        de[f"the called ace may not be thrown off before {word} is led"] = (
            f"Das gerufene Ass darf nicht abgeworfen werden, bevor {d} ausgespielt wurde."
        )
        ja[f"the called ace may not be thrown off before {word} is led"] = (
            f"{j}がリードされる前に、コールしたエースを捨てることはできません。"
        )
        de[f"the called ace must be played the first time {word} is led"] = (
            f"Das gerufene Ass muss gespielt werden, wenn {d} zum ersten Mal ausgespielt wird."
        )
        ja[f"the called ace must be played the first time {word} is led"] = (
            f"{j}が初めてリードされたときは、コールしたエースを出さなければなりません。"
        )
        de[f"the picker must keep the last {word} card until {word} is led"] = (
            f"Der Aufnehmer muss seine letzte {d}-Karte behalten, bis {d} ausgespielt wird."
        )
        ja[f"the picker must keep the last {word} card until {word} is led"] = (
            f"{j}がリードされるまで、デクレアラーは最後の{j}のカードを残しておかなければなりません。"
        )
        de[f"to lead {word} the partner must lead the called ace"] = (
            f"Um {d} auszuspielen, muss der Partner das gerufene Ass spielen."
        )
        ja[f"to lead {word} the partner must lead the called ace"] = (
            f"{j}をリードするなら、パートナーはコールされたエースを出さなければなりません。"
        )
        de[f"to lead {word} the partner must lead the called ten"] = (
            f"Um {d} auszuspielen, muss der Partner die gerufene Zehn spielen."
        )
        ja[f"to lead {word} the partner must lead the called ten"] = (
            f"{j}をリードするなら、パートナーはコールされた10を出さなければなりません。"
        )
    return de, ja


ENGINE_DE: dict[str, str] = {
    # games
    "Skat": "Skat",
    "Schafkopf": "Schafkopf",
    "Doppelkopf": "Doppelkopf",
    "Sheepshead": "Sheepshead",
    # common words
    "pass": "passen",
    "play": "ich spiel",
    "hold": "ich auch (halten)",
    "hand": "Hand",
    "ouvert": "ouvert",
    "game": "Spiel",
    "lost": "verloren",
    "lost (x2)": "verloren (×2)",
    "x2": "×2",
    "×%1": "×%1",
    "none": "keins",
    "result": "Ergebnis",
    "card points": "Augen",
    "thrown in": "eingeworfen",
    "redeal": "neu geben",
    "concede": "aufgeben",
    "conceded": "aufgegeben",
    "kontra": "Kontra",
    "re": "Re",
    "Kontra": "Kontra",
    "Re": "Re",
    "no Kontra": "kein Kontra",
    "no Re": "kein Re",
    "Schneider": "Schneider",
    "Schwarz": "Schwarz",
    "Schneider announced": "Schneider angesagt",
    "Schwarz announced": "Schwarz angesagt",
    "Ramsch": "Ramsch",
    "ramsch": "Ramsch",
    "schieberamsch": "Schieberamsch",
    "standard": "Standard",
    "adjusted": "angepasst",
    "seeger_fabian": "Seeger-Fabian",
    "tournament": "Turnier",
    # Skat
    "base value": "Grundwert",
    "game value": "Spielwert",
    "with %1": "mit %1",
    "without %1": "ohne %1",
    "overbid (bid %1): raised to": "überreizt (gereizt bis %1): erhöht auf",
    "adjusted score": "angepasste Wertung",
    "seeger-fabian score": "Seeger-Fabian-Wertung",
    "rounds": "Runden",
    "scoring": "Wertung",
    "pass_jacks": "Buben schieben",
    "kontra_re": "Kontra und Re",
    "Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).": "Länge der Serie in Runden; in jeder Runde gibt jeder einmal (3 Runden = 9 Spiele zu dritt).",
    "Scoring: standard (the declarer alone scores), seeger_fabian (tournament: +50 for a won game, -50 for a lost one and 40 to each opponent), or adjusted (a won game charges the defenders).": "Wertung: Standard (nur der Alleinspieler schreibt), Seeger-Fabian (Turnier: +50 für ein gewonnenes Spiel, −50 für ein verlorenes und 40 für jeden Gegenspieler) oder angepasst (ein gewonnenes Spiel belastet die Gegenspieler).",
    "When all pass: none (the deal is passed in), ramsch, or schieberamsch (the skat is passed round first).": "Wenn alle passen: keins (neu geben), Ramsch oder Schieberamsch (der Skat wird zuerst herumgeschoben).",
    "Schieberamsch: jacks may be passed on with the skat.": "Schieberamsch: Buben dürfen mit dem Skat weitergeschoben werden.",
    "A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).": "Ein Gegenspieler darf vor seiner ersten Karte Kontra geben, der Alleinspieler mit Re antworten (nicht bei Null).",
    # Schafkopf
    "Sie": "Sie",
    "knock": "klopfen",
    "no knock": "nicht klopfen",
    "price": "Preis",
    "solo tariff": "Solotarif",
    "partner game (Sauspiel)": "Sauspiel",
    "Tout doubles": "Tout verdoppelt",
    "doubled %1 times": "%1-mal gedoppelt",
    "%1 runners (Laufende)": "%1 Laufende",
    "%1 without a trick (Jungfrau)": "%1 ohne Stich (Jungfrau)",
    "Ramsch tariff": "Ramschtarif",
    "the most card points loses": "die meisten Augen verlieren",
    "all passed: the same dealer deals again": "alle haben gepasst: derselbe Geber gibt neu",
    "all passed: the first player and the dealer pay": "alle haben gepasst: Vorhand und Geber zahlen",
    "may not discard the called ace before the last trick": "Die gerufene Sau darf vor dem letzten Stich nicht abgeworfen werden.",
    "may not lead the called suit except with the ace unless you hold four or more": "Die gerufene Farbe darf nur mit der Sau ausgespielt werden, außer du hast vier oder mehr davon (davonlaufen).",
    "suit_geier": "Farbgeier",
    "suit_wenz": "Farbwenz",
    "partner_tariff": "Tarif Sauspiel",
    "solo_tariff": "Tarif Solo",
    "schneider_tariff": "Tarif Schneider",
    "schwarz_tariff": "Tarif Schwarz",
    "runners": "Laufende",
    "runner_tariff": "Tarif je Laufendem",
    "runners_from_partner": "Laufende ab (Sauspiel)",
    "runners_from_solo": "Laufende ab (Solo)",
    "runners_from_wenz": "Laufende ab (Wenz)",
    "runners_from_geier": "Laufende ab (Geier)",
    "runners_from_suit_wenz": "Laufende ab (Farbwenz)",
    "runners_from_suit_geier": "Laufende ab (Farbgeier)",
    "runners_into_suit": "Laufende in die Trumpffarbe",
    "klopfen": "Klopfen",
    "all_pass": "Wenn alle passen",
    "ramsch_tariff": "Ramschtarif",
    "all_pass_tariff": "Zahlung bei Zusammenwerfen",
    "short_deck": "Kurzes Blatt",
    "pay": "zahlen",
    "Suit Geier (Farbgeier: Obers and one suit trump) may be played.": "Farbgeier (Ober und eine Farbe sind Trumpf) darf gespielt werden.",
    "Suit Wenz (Farbwenz: Unters and one suit trump) may be played.": "Farbwenz (Unter und eine Farbe sind Trumpf) darf gespielt werden.",
    "What each player of the partner game (Sauspiel) receives from or pays to one opponent.": "Was jeder Spieler des Sauspiels von einem Gegner bekommt oder an ihn zahlt.",
    "What each opponent pays to or receives from the declarer of a solo, Wenz or Geier.": "Was jeder Gegner dem Spieler eines Solos, Wenz oder Geiers zahlt oder von ihm bekommt.",
    "Added to the price when a side is Schneider.": "Kommt zum Preis dazu, wenn eine Partei Schneider ist.",
    "Added again when a side takes no trick (Schwarz).": "Kommt noch einmal dazu, wenn eine Partei keinen Stich macht (Schwarz).",
    "Runners (Laufende) raise the price.": "Laufende erhöhen den Preis.",
    "Added to the price for each runner.": "Kommt für jeden Laufenden zum Preis dazu.",
    "Fewest runners that count in the partner game.": "Ab wie vielen Laufenden sie im Sauspiel zählen.",
    "Fewest runners that count in a suit solo.": "Ab wie vielen Laufenden sie im Farbsolo zählen.",
    "Fewest runners that count in a Wenz.": "Ab wie vielen Laufenden sie im Wenz zählen.",
    "Fewest runners that count in a Geier.": "Ab wie vielen Laufenden sie im Geier zählen.",
    "Fewest runners that count in a suit Wenz.": "Ab wie vielen Laufenden sie im Farbwenz zählen.",
    "Fewest runners that count in a suit Geier.": "Ab wie vielen Laufenden sie im Farbgeier zählen.",
    "In suit Wenz and suit Geier the run of runners carries on into the trump suit.": "Im Farbwenz und Farbgeier laufen die Laufenden in der Trumpffarbe weiter.",
    "An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.": "Ein Gegner darf vor der ersten Karte Kontra geben (stoßen); die Spielerpartei darf mit Re antworten.",
    "Each player may knock once after the deal, before the auction; each knock doubles the price.": "Jeder darf nach dem Geben und vor dem Reizen einmal klopfen; jedes Klopfen verdoppelt den Preis.",
    "When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.": "Wenn alle passen: derselbe Geber gibt neu, es wird Ramsch gespielt, oder die Karten werden zusammengeworfen und bezahlt.",
    "In Ramsch, what the loser pays each other player (doubled for each player without a trick).": "Was der Verlierer im Ramsch jedem anderen zahlt (verdoppelt für jeden ohne Stich).",
    "When the cards are thrown in and paid for: what the first player and the dealer each pay.": "Beim Zusammenwerfen: was Vorhand und Geber jeweils zahlen.",
    "Play with 24 cards (no sevens and eights), six each.": "Mit 24 Karten (ohne Siebener und Achter) spielen, sechs für jeden.",
    # Doppelkopf
    "healthy": "gesund",
    "reservation": "Vorbehalt",
    "solo": "Solo",
    "poverty": "Armut",
    "marriage": "Hochzeit",
    "accept": "annehmen",
    "refuse": "ablehnen",
    "trumps back %1": "%1 Trümpfe zurück",
    "bid %1": "%1 bieten",
    "bid schwarz": "schwarz bieten",
    "re no %1": "Re: keine %1",
    "kontra no %1": "Kontra: keine %1",
    "re schwarz": "Re: schwarz",
    "kontra schwarz": "Kontra: schwarz",
    "normal game": "Normalspiel",
    "silent solo": "stilles Solo",
    "no game": "noch kein Spiel",
    "Re card points": "Augen der Re-Partei",
    "Kontra card points": "Augen der Kontra-Partei",
    "game value for each Re player": "Spielwert je Re-Spieler",
    "the soloist scores three times": "der Solist zählt dreifach",
    "nobody won: both sides failed their announcements": "niemand gewinnt: beide Parteien haben ihre Ansagen verfehlt",
    "seat %1 demanded a redeal": "Platz %1 hat neu geben verlangt",
    "Re: won": "Re: gewonnen",
    "Kontra: won": "Kontra: gewonnen",
    "Kontra: defenders' win": "Kontra: gegen die Alten",
    "Re: Re announced": "Re: Re angesagt",
    "Re: Kontra announced": "Re: Kontra angesagt",
    "Kontra: Re announced": "Kontra: Re angesagt",
    "Kontra: Kontra announced": "Kontra: Kontra angesagt",
    "Re: Kontra under %1": "Re: Kontra unter %1",
    "Kontra: Re under %1": "Kontra: Re unter %1",
    "Kontra: Re schwarz": "Kontra: Re schwarz",
    "Re: %1 reached against no %2": "Re: %1 gegen „keine %2“ erreicht",
    "Kontra: %1 reached against no %2": "Kontra: %1 gegen „keine %2“ erreicht",
    "Re: %1 reached against schwarz": "Re: %1 gegen „schwarz“ erreicht",
    "Kontra: %1 reached against schwarz": "Kontra: %1 gegen „schwarz“ erreicht",
    "Re: no %1 announced by Kontra": "Re: „keine %1“ von Kontra angesagt",
    "Kontra: no %1 announced by Re": "Kontra: „keine %1“ von Re angesagt",
    "Kontra: no %1 announced by Kontra": "Kontra: „keine %1“ von Kontra angesagt",
    "Re: schwarz announced by Kontra": "Re: „schwarz“ von Kontra angesagt",
    "Kontra: schwarz announced by Re": "Kontra: „schwarz“ von Re angesagt",
    "Kontra: schwarz announced by Kontra": "Kontra: „schwarz“ von Kontra angesagt",
    "Re: fox caught": "Re: Fuchs gefangen",
    "Kontra: fox caught": "Kontra: Fuchs gefangen",
    "Kontra: fox caught in the last trick": "Kontra: Fuchs im letzten Stich gefangen",
    "Re: Charlie": "Re: Karlchen",
    "Re: Doppelkopf": "Re: Doppelkopf",
    "Kontra: Doppelkopf": "Kontra: Doppelkopf",
    "second_heart_ten_wins": "Zweite Herz-Zehn sticht die erste",
    "heart_ten_first_in_last_trick": "Im letzten Stich sticht die erste Herz-Zehn",
    "charlie_caught": "Karlchen gefangen",
    "forty_cards": "Ohne Neunen (40 Karten)",
    "solo_auction": "Solo-Reizen",
    "When both ♥10 fall in one trick, the second beats the first.": "Fallen beide ♥10 in einen Stich, sticht die zweite die erste.",
    "With the second ♥10 rule: in the last trick the first ♥10 still wins.": "Mit der Regel der zweiten ♥10: im letzten Stich gewinnt trotzdem die erste ♥10.",
    "A ♣J the other side wins in the last trick scores a point for that side.": "Ein ♣B (Karlchen), das die andere Partei im letzten Stich fängt, bringt dieser einen Punkt.",
    "Tournament list: 24 deals (25 with five); everyone owes one forced solo, which outranks other solos, is led by the soloist and is dealt again by the same dealer.": "Turnierliste: 24 Spiele (25 zu fünft); jeder schuldet ein Pflichtsolo, das anderen Soli vorgeht, vom Solisten ausgespielt und vom selben Geber neu gegeben wird.",
    "The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.": "Die Variante mit 40 Karten ohne Neunen: zehn Karten für jeden, Recht auf neu geben, Damen-Buben-Solo, Solo-Rangfolge, Ansagen bis zur fünften Karte, Fuchs im letzten Stich 2, gegen die Alten 1.",
    'Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".': "Wollen mehrere ein Solo spielen, bieten sie mit „keine 90“, „keine 60“, „keine 30“, „schwarz“.",
    # Sheepshead
    "pick": "aufnehmen",
    "alone": "allein",
    "unknown": "unbekannte Karte",
    "call %1": "%1 rufen",
    "call %1 unknown": "%1 rufen (unbekannte Karte)",
    "pick alone": "aufgenommen, allein",
    "pick, called %1": "aufgenommen, %1 gerufen",
    "pick, called %1 unknown": "aufgenommen, %1 gerufen (unbekannte Karte)",
    "pick, jack of diamonds partner": "aufgenommen, Karo-Bube ist Partner",
    "leaster": "Leaster",
    "doubler": "Doubler",
    "picker": "Aufnehmer",
    "partner": "Partner",
    "partner card": "Partnerkarte",
    "each defender": "jeder Gegenspieler",
    "buried": "vergraben",
    "blind set aside": "Blind beiseitegelegt",
    "blind to the last trick": "Blind an den letzten Stich",
    "picker side card points": "Augen der Aufnehmer-Partei",
    "picker side tricks": "Stiche der Aufnehmer-Partei",
    "fewest card points with a trick": "wenigste Augen mit mindestens einem Stich",
    "the picker collects from all four": "der Aufnehmer kassiert von allen vier",
    "all passed: the next deal counts": "alle haben gepasst: das nächste Spiel zählt",
    "%1 or fewer (reverse schneider)": "%1 oder weniger (umgekehrter Schneider)",
    "%1 or more (schneider)": "%1 oder mehr (Schneider)",
    "%1 to %2": "%1 bis %2",
    "all tricks (schwarz)": "alle Stiche (schwarz)",
    "no trick (reverse schwarz)": "kein Stich (umgekehrt schwarz)",
    "multiplier": "Faktor",
    "called_ace": "gerufenes Ass",
    "jack_of_diamonds": "Karo-Bube",
    "no_pick": "Wenn keiner aufnimmt",
    "blind_to_last_trick": "Blind an den letzten Stich",
    "Five players: the picker calls a fail ace for a partner, or the holder of the jack of diamonds is the partner.": "Zu fünft: Der Aufnehmer ruft ein Fehlass als Partner, oder wer den Karo-Buben hat, ist Partner.",
    "When nobody picks: play a Leaster (fewest card points wins), or throw the cards in as a doubler so the next deal counts double.": "Wenn keiner aufnimmt: Leaster spielen (die wenigsten Augen gewinnen) oder zusammenwerfen, damit das nächste Spiel doppelt zählt.",
    "In a Leaster the winner of the last trick also takes the blind.": "Im Leaster bekommt der Gewinner des letzten Stichs auch den Blind.",
}

ENGINE_JA: dict[str, str] = {
    "Skat": "スカート",
    "Schafkopf": "シャーフコップ",
    "Doppelkopf": "ドッペルコップ",
    "Sheepshead": "シープスヘッド",
    "pass": "パス",
    "play": "プレイ",
    "hold": "ホールド",
    "hand": "ハンド",
    "ouvert": "ウヴェア",
    "game": "ゲーム",
    "lost": "負け",
    "lost (x2)": "負け（2倍）",
    "x2": "×2",
    "×%1": "×%1",
    "none": "なし",
    "result": "結果",
    "card points": "カードポイント",
    "thrown in": "配り直し",
    "redeal": "配り直し",
    "concede": "投了",
    "conceded": "投了",
    "kontra": "コントラ",
    "re": "レ",
    "Kontra": "コントラ",
    "Re": "レ",
    "no Kontra": "コントラなし",
    "no Re": "レなし",
    "Schneider": "シュナイダー",
    "Schwarz": "シュワルツ",
    "Schneider announced": "シュナイダー宣言",
    "Schwarz announced": "シュワルツ宣言",
    "Ramsch": "ラムシュ",
    "ramsch": "ラムシュ",
    "schieberamsch": "シャイベラムシュ",
    "standard": "標準",
    "adjusted": "調整",
    "seeger_fabian": "ゼーガー・ファビアン",
    "tournament": "トーナメント",
    "base value": "基本値",
    "game value": "ゲームの値",
    "with %1": "ウィズ %1",
    "without %1": "ウィズアウト %1",
    "overbid (bid %1): raised to": "オーバービッド（ビッド %1）：引き上げ後",
    "adjusted score": "調整後の得点",
    "seeger-fabian score": "ゼーガー・ファビアン方式の得点",
    "rounds": "ラウンド数",
    "scoring": "得点方式",
    "pass_jacks": "J も回せる",
    "kontra_re": "コントラ／レ",
    "Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).": "ラウンド単位のゲームの長さ。各ラウンドで全員が1回ずつディーラーになります（3人なら3ラウンド＝9ディール）。",
    "Scoring: standard (the declarer alone scores), seeger_fabian (tournament: +50 for a won game, -50 for a lost one and 40 to each opponent), or adjusted (a won game charges the defenders).": "得点方式：標準（デクレアラーだけが得点）、ゼーガー・ファビアン（トーナメント：勝ちで +50、負けで −50、相手それぞれに 40）、調整（勝ったゲームは防御側の負担）。",
    "When all pass: none (the deal is passed in), ramsch, or schieberamsch (the skat is passed round first).": "全員パスのとき：なし（配り直し）、ラムシュ、シャイベラムシュ（まずスカートを回す）。",
    "Schieberamsch: jacks may be passed on with the skat.": "シャイベラムシュ：J をスカートと一緒に回してもよい。",
    "A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).": "防御側は最初のカードを出す前にコントラで2倍にでき、デクレアラーはレでさらに2倍にできます（ヌルを除く）。",
    "Sie": "ズィー",
    "knock": "ノック",
    "no knock": "ノックしない",
    "price": "料金",
    "solo tariff": "ソロの料金",
    "partner game (Sauspiel)": "パートナーゲーム",
    "Tout doubles": "トゥで2倍",
    "doubled %1 times": "%1 回倍",
    "%1 runners (Laufende)": "ランナー %1",
    "%1 without a trick (Jungfrau)": "トリックなしが %1 人（ユングフラウ）",
    "Ramsch tariff": "ラムシュの料金",
    "the most card points loses": "カードポイント最多のプレイヤーが負け",
    "all passed: the same dealer deals again": "全員パス：同じディーラーが配り直し",
    "all passed: the first player and the dealer pay": "全員パス：最初のプレイヤーとディーラーが支払い",
    "may not discard the called ace before the last trick": "コールされたエースは最後のトリックまで捨てられません。",
    "may not lead the called suit except with the ace unless you hold four or more": "コールされたスートは、4枚以上持っていない限りエースでしかリードできません。",
    "suit_geier": "スート・ガイア",
    "suit_wenz": "スート・ベンツ",
    "partner_tariff": "パートナーゲームの料金",
    "solo_tariff": "ソロの料金",
    "schneider_tariff": "シュナイダーの料金",
    "schwarz_tariff": "シュヴァルツの料金",
    "runners": "ランナー",
    "runner_tariff": "ランナー1枚の料金",
    "runners_from_partner": "ランナーの最少枚数（パートナーゲーム）",
    "runners_from_solo": "ランナーの最少枚数（ソロ）",
    "runners_from_wenz": "ランナーの最少枚数（ベンツ）",
    "runners_from_geier": "ランナーの最少枚数（ガイア）",
    "runners_from_suit_wenz": "ランナーの最少枚数（スート・ベンツ）",
    "runners_from_suit_geier": "ランナーの最少枚数（スート・ガイア）",
    "runners_into_suit": "ランナーは切り札スートに続く",
    "klopfen": "ノック",
    "all_pass": "全員パスのとき",
    "ramsch_tariff": "ラムシュの料金",
    "all_pass_tariff": "全員パスの支払い",
    "short_deck": "24枚のデッキ",
    "pay": "支払い",
    "Suit Geier (Farbgeier: Obers and one suit trump) may be played.": "スート・ガイア（O と指定したスートが切り札）をプレイできます。",
    "Suit Wenz (Farbwenz: Unters and one suit trump) may be played.": "スート・ベンツ（U と指定したスートが切り札）をプレイできます。",
    "What each player of the partner game (Sauspiel) receives from or pays to one opponent.": "パートナーゲームの各プレイヤーが相手1人から受け取る、または支払う点数。",
    "What each opponent pays to or receives from the declarer of a solo, Wenz or Geier.": "ソロ、ベンツ、ガイアで各相手がデクレアラーに支払う、または受け取る点数。",
    "Added to the price when a side is Schneider.": "どちらかのチームがシュナイダーのとき料金に加算。",
    "Added again when a side takes no trick (Schwarz).": "どちらかのチームがトリックを1つも取れないとき（シュヴァルツ）さらに加算。",
    "Runners (Laufende) raise the price.": "ランナーで料金が上がります。",
    "Added to the price for each runner.": "ランナー1枚ごとに料金に加算。",
    "Fewest runners that count in the partner game.": "パートナーゲームでランナーが数えられる最少枚数。",
    "Fewest runners that count in a suit solo.": "スート・ソロでランナーが数えられる最少枚数。",
    "Fewest runners that count in a Wenz.": "ベンツでランナーが数えられる最少枚数。",
    "Fewest runners that count in a Geier.": "ガイアでランナーが数えられる最少枚数。",
    "Fewest runners that count in a suit Wenz.": "スート・ベンツでランナーが数えられる最少枚数。",
    "Fewest runners that count in a suit Geier.": "スート・ガイアでランナーが数えられる最少枚数。",
    "In suit Wenz and suit Geier the run of runners carries on into the trump suit.": "スート・ベンツとスート・ガイアでは、ランナーが切り札スートに続けて数えられます。",
    "An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.": "相手は最初のカードの前にコントラで2倍にでき、デクレアラー側はレでさらに2倍にできます。",
    "Each player may knock once after the deal, before the auction; each knock doubles the price.": "配った後、ビッドの前に各プレイヤーは1回ノックでき、ノックごとに料金が2倍になります。",
    "When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.": "全員パスのとき：同じディーラーが配り直す、ラムシュをプレイする、またはカードを捨てて支払う。",
    "In Ramsch, what the loser pays each other player (doubled for each player without a trick).": "ラムシュで負けたプレイヤーが他の各プレイヤーに支払う点数（トリックなしのプレイヤーごとに2倍）。",
    "When the cards are thrown in and paid for: what the first player and the dealer each pay.": "カードを捨てて支払うとき、最初のプレイヤーとディーラーがそれぞれ支払う点数。",
    "Play with 24 cards (no sevens and eights), six each.": "24枚（7と8を除く）で各6枚ずつプレイします。",
    "healthy": "健康",
    "reservation": "留保",
    "solo": "ソロ",
    "poverty": "アルムート",
    "marriage": "マリッジ",
    "accept": "受ける",
    "refuse": "断る",
    "trumps back %1": "切り札を %1 枚返す",
    "bid %1": "%1 をビッド",
    "bid schwarz": "シュワルツをビッド",
    "re no %1": "レー：%1",
    "kontra no %1": "コントラ：%1",
    "re schwarz": "レー：シュワルツ",
    "kontra schwarz": "コントラ：シュワルツ",
    "normal game": "通常ゲーム",
    "silent solo": "サイレントソロ",
    "no game": "未決定",
    "Re card points": "レーのカードポイント",
    "Kontra card points": "コントラのカードポイント",
    "game value for each Re player": "レーの各プレイヤーのゲーム値",
    "the soloist scores three times": "ソロプレイヤーは3倍",
    "nobody won: both sides failed their announcements": "勝者なし：両チームとも宣言を達成できませんでした",
    "seat %1 demanded a redeal": "席 %1 が配り直しを要求",
    "Re: won": "レー：勝ち",
    "Kontra: won": "コントラ：勝ち",
    "Kontra: defenders' win": "コントラ：防御側の勝ち",
    "Re: Re announced": "レー：レー宣言",
    "Re: Kontra announced": "レー：コントラ宣言",
    "Kontra: Re announced": "コントラ：レー宣言",
    "Kontra: Kontra announced": "コントラ：コントラ宣言",
    "Re: Kontra under %1": "レー：コントラが %1 点未満",
    "Kontra: Re under %1": "コントラ：レーが %1 点未満",
    "Kontra: Re schwarz": "コントラ：レーがシュワルツ",
    "Re: %1 reached against no %2": "レー：「%2」宣言に対して %1 点到達",
    "Kontra: %1 reached against no %2": "コントラ：「%2」宣言に対して %1 点到達",
    "Re: %1 reached against schwarz": "レー：シュワルツ宣言に対して %1 点到達",
    "Kontra: %1 reached against schwarz": "コントラ：シュワルツ宣言に対して %1 点到達",
    "Re: no %1 announced by Kontra": "レー：コントラの「%1」宣言",
    "Kontra: no %1 announced by Re": "コントラ：レーの「%1」宣言",
    "Kontra: no %1 announced by Kontra": "コントラ：コントラの「%1」宣言",
    "Re: schwarz announced by Kontra": "レー：コントラのシュワルツ宣言",
    "Kontra: schwarz announced by Re": "コントラ：レーのシュワルツ宣言",
    "Kontra: schwarz announced by Kontra": "コントラ：コントラのシュワルツ宣言",
    "Re: fox caught": "レー：フォックス獲得",
    "Kontra: fox caught": "コントラ：フォックス獲得",
    "Kontra: fox caught in the last trick": "コントラ：最後のトリックでフォックス獲得",
    "Re: Charlie": "レー：チャーリー",
    "Re: Doppelkopf": "レー：ドッペルコップ",
    "Kontra: Doppelkopf": "コントラ：ドッペルコップ",
    "second_heart_ten_wins": "2枚目のハートの10が勝つ",
    "heart_ten_first_in_last_trick": "最後のトリックでは1枚目のハートの10が勝つ",
    "charlie_caught": "チャーリー獲得",
    "forty_cards": "40枚（9なし）",
    "solo_auction": "ソロのビッド",
    "When both ♥10 fall in one trick, the second beats the first.": "1つのトリックに♥10が2枚出たら、2枚目が1枚目に勝ちます。",
    "With the second ♥10 rule: in the last trick the first ♥10 still wins.": "2枚目の♥10のルールでも、最後のトリックでは1枚目の♥10が勝ちます。",
    "A ♣J the other side wins in the last trick scores a point for that side.": "最後のトリックで相手チームが♣J（チャーリー）を取ると、そのチームに1点。",
    "Tournament list: 24 deals (25 with five); everyone owes one forced solo, which outranks other solos, is led by the soloist and is dealt again by the same dealer.": "トーナメント：24ディール（5人なら25）。全員が義務ソロを1回行い、それは他のソロより強く、ソロプレイヤーがリードし、同じディーラーが配り直します。",
    "The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.": "9を除いた40枚のバリエーション：各10枚、配り直しの権利、クイーン・ジャックソロ、ソロの順位、5枚目まで宣言可、最後のトリックのフォックス2点、防御側の勝ち1点。",
    'Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".': "複数のプレイヤーがソロを望むときは「90」「60」「30」「シュワルツ」でビッドします。",
    "pick": "ピック",
    "alone": "アローン",
    "unknown": "アンノウン",
    "call %1": "%1 をコール",
    "call %1 unknown": "%1 をコール（アンノウン）",
    "pick alone": "ピック・アローン",
    "pick, called %1": "ピック・%1 をコール",
    "pick, called %1 unknown": "ピック・%1 をコール（アンノウン）",
    "pick, jack of diamonds partner": "ピック・ダイヤのJがパートナー",
    "leaster": "リースター",
    "doubler": "ダブラー",
    "picker": "デクレアラー",
    "partner": "パートナー",
    "partner card": "パートナーのカード",
    "each defender": "防御側それぞれ",
    "buried": "ディスカード",
    "blind set aside": "ブラインドは脇へ",
    "blind to the last trick": "ブラインドは最後のトリックへ",
    "picker side card points": "デクレアラー側のカードポイント",
    "picker side tricks": "デクレアラー側のトリック",
    "fewest card points with a trick": "トリックを取った中で最少のカードポイント",
    "the picker collects from all four": "デクレアラーが4人全員から受け取る",
    "all passed: the next deal counts": "全員パス：次のディールが有効",
    "%1 or fewer (reverse schneider)": "%1 以下（逆シュナイダー）",
    "%1 or more (schneider)": "%1 以上（シュナイダー）",
    "%1 to %2": "%1〜%2",
    "all tricks (schwarz)": "全トリック（シュワルツ）",
    "no trick (reverse schwarz)": "トリックなし（逆シュワルツ）",
    "multiplier": "倍率",
    "called_ace": "エースをコール",
    "jack_of_diamonds": "ダイヤのJ",
    "no_pick": "誰もピックしないとき",
    "blind_to_last_trick": "ブラインドは最後のトリックへ",
    "Five players: the picker calls a fail ace for a partner, or the holder of the jack of diamonds is the partner.": "5人のとき：デクレアラーが切り札でないエースをコールしてパートナーを決めるか、ダイヤのJを持つ人がパートナーになります。",
    "When nobody picks: play a Leaster (fewest card points wins), or throw the cards in as a doubler so the next deal counts double.": "誰もピックしないとき：リースター（カードポイント最少が勝ち）をプレイするか、ダブラーとして次のディールを2倍にします。",
    "In a Leaster the winner of the last trick also takes the blind.": "リースターでは最後のトリックの勝者がブラインドも取ります。",
}

ENGINE_EN: dict[str, str] = {
    "kontra_re": "Kontra/Re",
    "pass_jacks": "Pass jacks on",
    "suit_geier": "Suit Geier (Farbgeier)",
    "suit_wenz": "Suit Wenz (Farbwenz)",
    "klopfen": "Knocking (Klopfen)",
    "all_pass": "When all pass",
    "short_deck": "Short deck",
    "seeger_fabian": "Seeger-Fabian",
    "called_ace": "called ace",
    "jack_of_diamonds": "jack of diamonds",
    "no_pick": "When nobody picks",
    "blind_to_last_trick": "Blind to the last trick",
    "second_heart_ten_wins": "Second ♥10 beats the first",
    "heart_ten_first_in_last_trick": "First ♥10 wins the last trick",
    "charlie_caught": "Charlie caught",
    "forty_cards": "40 cards (no nines)",
    "solo_auction": "Solo auction",
}

_skat_en, _skat_de, _skat_ja = _skat()
_sk_de, _sk_ja = _schafkopf()
_dk_de, _dk_ja = _doppelkopf()
_fr_de, _fr_ja = _follow(FRENCH_SUITS)
_gr_de, _gr_ja = _follow(GERMAN_SUITS)

ENGINE_EN.update(_skat_en)
for table, extra in (
    (ENGINE_DE, [_skat_de, _sk_de, _dk_de, _fr_de]),
    (ENGINE_JA, [_skat_ja, _sk_ja, _dk_ja, _fr_ja]),
):
    for part in extra:
        for key, value in part.items():
            table.setdefault(key, value)

GERMAN_FACES_DE = _gr_de
"""Reasons that name a suit, for German-suited games (context ``EngineGerman``)."""
GERMAN_FACES_JA = _gr_ja

TABLES: dict[str, dict[str, dict[str, str]]] = {
    "de": {"*": APP_DE, "Engine": ENGINE_DE, "EngineGerman": GERMAN_FACES_DE},
    "ja": {"*": APP_JA, "Engine": ENGINE_JA, "EngineGerman": GERMAN_FACES_JA},
    "en": {
        "Engine": ENGINE_EN,
        "EngineGerman": {
            f"must follow {word}": f"must follow {german} ({word})"
            for word, (german, _) in GERMAN_SUITS.items()
            if word != "trump"
        },
    },
}
