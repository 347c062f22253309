<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>DealViewDialog</name>
        <message>
            <source>This deal is over: it is only shown.</source>
            <translation>このディールは終わっています。表示するだけです。</translation>
        </message>
        <message>
            <source>A deal from the history</source>
            <translation>履歴のディール</translation>
        </message>
        <message>
            <source>◀ &amp;Previous trick</source>
            <translation>◀ 前のトリック(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Next trick ▶</source>
            <translation>次のトリック(&amp;N) ▶</translation>
        </message>
        <message>
            <source>&amp;Moves</source>
            <translation>手順(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Result</source>
            <translation>結果(&amp;R)</translation>
        </message>
        <message>
            <source>The end of the deal</source>
            <translation>ディールの終わり</translation>
        </message>
        <message>
            <source>Before the first trick</source>
            <translation>最初のトリックの前</translation>
        </message>
        <message>
            <source>Trick %1 of %2</source>
            <translation>トリック%1／%2</translation>
        </message>
        <message>
            <source>Played: %1. You take the trick.</source>
            <translation>出されたカード：%1。あなたがトリックを取ります。</translation>
        </message>
        <message>
            <source>Played: %1. %2 takes the trick.</source>
            <translation>出されたカード：%1。%2がトリックを取ります。</translation>
        </message>
        <message>
            <source>The deal is over: its result is on the right.</source>
            <translation>ディールは終わりました。結果は右側にあります。</translation>
        </message>
        <message>
            <source>Move %1 of %2</source>
            <translation>手順%1／%2</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <source>or more:</source>
            <translation>さらに高く：</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>ビッド</translation>
        </message>
        <message>
            <source>Rule: %1</source>
            <translation>ルール：%1</translation>
        </message>
    </context>
    <context>
        <name>DoppelkopfAnnouncements</name>
        <message>
            <source>Announce:</source>
            <translation>宣言：</translation>
        </message>
        <message>
            <source>Announces: %1</source>
            <translation>宣言：%1</translation>
        </message>
        <message>
            <source>Re</source>
            <translation>レー</translation>
        </message>
        <message>
            <source>Kontra</source>
            <translation>コントラ</translation>
        </message>
        <message>
            <source>no 90</source>
            <translation>「90」</translation>
        </message>
        <message>
            <source>no 60</source>
            <translation>「60」</translation>
        </message>
        <message>
            <source>no 30</source>
            <translation>「30」</translation>
        </message>
        <message>
            <source>schwarz</source>
            <translation>シュワルツ</translation>
        </message>
    </context>
    <context>
        <name>DoppelkopfControls</name>
        <message>
            <source>%1 has a poverty: take the cards and play with %1, or refuse.</source>
            <translation>%1がアルムートです：交換に応じて%1とペアを組むか、断ってください。</translation>
        </message>
        <message>
            <source>Healthy, or do you have a reservation (a solo, a marriage, a poverty)?</source>
            <translation>普通のゲームか、保留（ソロ、マリッジ、アルムート）かを宣言してください。</translation>
        </message>
        <message>
            <source>Your reservation: a solo?</source>
            <translation>保留：ソロを宣言しますか？</translation>
        </message>
        <message>
            <source>You play the solo: choose it.</source>
            <translation>ソロの種類を選んでください。</translation>
        </message>
        <message>
            <source>Your forced solo: choose it.</source>
            <translation>強制ソロの種類を選んでください。</translation>
        </message>
        <message>
            <source>Your reservation: a poverty?</source>
            <translation>保留：アルムートを宣言しますか？</translation>
        </message>
        <message>
            <source>Your reservation is the marriage.</source>
            <translation>保留はマリッジです。</translation>
        </message>
        <message>
            <source>Tell the table how many trumps you gave back.</source>
            <translation>返した切り札の枚数を宣言してください。</translation>
        </message>
        <message>
            <source>No solo</source>
            <translation>ソロなし</translation>
        </message>
        <message>
            <source>No poverty</source>
            <translation>アルムートなし</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>パス</translation>
        </message>
        <message>
            <source>Healthy</source>
            <translation>普通のゲーム</translation>
        </message>
        <message>
            <source>No reservation: play the normal game.</source>
            <translation>保留なし：普通のゲームをプレイします。</translation>
        </message>
        <message>
            <source>Reservation</source>
            <translation>保留</translation>
        </message>
        <message>
            <source>You want a solo, a marriage or a poverty.</source>
            <translation>ソロ、マリッジ、アルムートのいずれかをしたい場合。</translation>
        </message>
        <message>
            <source>Redeal</source>
            <translation>配り直し</translation>
        </message>
        <message>
            <source>Show your hand and have the cards dealt again.</source>
            <translation>手札を公開して、配り直しを要求します。</translation>
        </message>
        <message>
            <source>Solo</source>
            <translation>ソロ</translation>
        </message>
        <message>
            <source>Bid for a solo; you name it after the auction.</source>
            <translation>ソロをビッドします。種類はビッドの後に決めます。</translation>
        </message>
        <message>
            <source>Poverty</source>
            <translation>アルムート</translation>
        </message>
        <message>
            <source>Three trumps or fewer: pass three cards to a partner who takes them.</source>
            <translation>切り札が3枚以下：3枚を出して、交換に応じたプレイヤーとペアを組みます。</translation>
        </message>
        <message>
            <source>Marriage</source>
            <translation>マリッジ</translation>
        </message>
        <message>
            <source>Both ♣Q: the first other player to win one of the first three tricks becomes your partner; win all three and you play a solo.</source>
            <translation>♣Qが2枚：最初の3トリックのうち、自分以外で最初にトリックを取ったプレイヤーがパートナーになります。3トリックとも自分で取ればソロになります。</translation>
        </message>
        <message>
            <source>Take the poverty</source>
            <translation>交換に応じる</translation>
        </message>
        <message>
            <source>Take the cards and play together.</source>
            <translation>カードを受け取ってペアを組みます。</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>断る</translation>
        </message>
        <message>
            <source>Hold at %1</source>
            <translation>%1で保持</translation>
        </message>
        <message>
            <source>Bid %1</source>
            <translation>%1をビッド</translation>
        </message>
        <message>
            <source>Trumps given back: %1</source>
            <translation>返した切り札：%1枚</translation>
        </message>
        <message>
            <source>schwarz</source>
            <translation>シュワルツ</translation>
        </message>
        <message numerus="yes">
            <source>Poverty: lay %n cards face down for the partner who takes them, every trump among them (click them or press Space on them, then confirm). Still to lay down: %1.</source>
            <translation>
                <numerusform>アルムート：切り札をすべて含めて%n枚を裏向きに出してください（クリックするか、カードの上でスペースキーを押して選び、確定）。残り%1枚。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You took %1's poverty: give %n cards back to %1 (click them or press Space on them, then confirm). Still to give: %2.</source>
            <translation>
                <numerusform>%1のアルムートの交換に応じました：%1に%n枚渡してください（クリックするか、カードの上でスペースキーを押して選び、確定）。残り%2枚。</numerusform>
            </translation>
        </message>
        <message>
            <source>A reservation without a marriage or a poverty means a solo: you will have to play one (%1).</source>
            <translation>マリッジもアルムートもない保留はソロを意味します：どれかを必ずプレイすることになります（%1）。</translation>
        </message>
        <message>
            <source>a solo (%1)</source>
            <translation>ソロ（%1）</translation>
        </message>
        <message>
            <source>A reservation lets you declare: %1.</source>
            <translation>保留すると宣言できるもの：%1。</translation>
        </message>
        <message>
            <source> or </source>
            <translation>、または</translation>
        </message>
    </context>
    <context>
        <name>DoppelkopfSolo</name>
        <message>
            <source>Clubs solo</source>
            <translation>クラブソロ</translation>
        </message>
        <message>
            <source>Spades solo</source>
            <translation>スペードソロ</translation>
        </message>
        <message>
            <source>Hearts solo</source>
            <translation>ハートソロ</translation>
        </message>
        <message>
            <source>Diamonds solo</source>
            <translation>ダイヤソロ</translation>
        </message>
        <message>
            <source>Queen solo</source>
            <translation>クイーンソロ</translation>
        </message>
        <message>
            <source>Jack solo</source>
            <translation>ジャックソロ</translation>
        </message>
        <message>
            <source>Queen-jack solo</source>
            <translation>Q・Jソロ</translation>
        </message>
        <message>
            <source>No-trump solo</source>
            <translation>ノートランプソロ</translation>
        </message>
        <message>
            <source>Plain</source>
            <translation>通常</translation>
        </message>
        <message>
            <source>With Re announced</source>
            <translation>レー宣言あり</translation>
        </message>
        <message>
            <source>Without Re</source>
            <translation>レー宣言なし</translation>
        </message>
        <message>
            <source>With Re announced: the solo starts with Re said. Without Re: you make no announcement at all. Either outranks the plain solo.</source>
            <translation>レー宣言あり：レーを宣言した状態でソロを始めます。レー宣言なし：一切宣言しません。どちらも通常のソロより強い宣言です。</translation>
        </message>
        <message>
            <source>Play solo</source>
            <translation>ソロをプレイ</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>A computer player failed (%1); it takes a random legal action.</source>
            <translation>コンピュータープレイヤーでエラーが発生しました（%1）。ランダムな合法手を選びます。</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>このディールは終わりました。</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>あなたの番ではありません。</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>The history file belongs to another program; it was set aside as %1.</source>
            <translation>履歴ファイルは別のプログラムのものです。%1として退避しました。</translation>
        </message>
        <message>
            <source>In place of the history file there was something that is not a file; it was set aside as %1.</source>
            <translation>履歴ファイルの場所にファイルではないものがありました。%1として退避しました。</translation>
        </message>
        <message>
            <source>The history file was written by a newer version of Stammtisch; it was set aside as %1.</source>
            <translation>履歴ファイルは新しいバージョンの Stammtisch で書かれています。%1として退避しました。</translation>
        </message>
        <message>
            <source>The history file is damaged; it was set aside as %1.</source>
            <translation>履歴ファイルが壊れています。%1として退避しました。</translation>
        </message>
        <message>
            <source>A new history has been started.</source>
            <translation>新しい履歴を始めました。</translation>
        </message>
        <message>
            <source>The old file holds the history and the game in progress as they were; nothing in it was changed or deleted.</source>
            <translation>古いファイルには履歴と進行中のゲームがそのまま残っています。中身は何も変更も削除もしていません。</translation>
        </message>
        <message>
            <source>In place of %1, a file SQLite keeps beside the history file, there was something that is not a file; it was set aside as %2.</source>
            <translation>%1（SQLite が履歴ファイルの隣に置くファイル）の場所に、ファイルではないものがありました。%2として退避しました。</translation>
        </message>
        <message>
            <source>The history and the game in progress are kept; nothing in them was changed or deleted.</source>
            <translation>履歴と進行中のゲームはそのまま残っています。中身は何も変更も削除もしていません。</translation>
        </message>
        <message>
            <source>The history file was empty (0 bytes), so it held no history; it was set aside as %1.</source>
            <translation>履歴ファイルが空（0バイト）で、履歴が入っていませんでした。%1として退避しました。</translation>
        </message>
        <message>
            <source>Another program is using Stammtisch's data file (perhaps Stammtisch is running twice).</source>
            <translation>別のプログラムが Stammtisch のデータファイルを使用中です（Stammtisch が二重に起動しているのかもしれません）。</translation>
        </message>
        <message>
            <source>The disk is full.</source>
            <translation>ディスクがいっぱいです。</translation>
        </message>
        <message>
            <source>Stammtisch's data folder cannot be written to (%1).</source>
            <translation>Stammtisch のデータフォルダーに書き込めません（%1）。</translation>
        </message>
        <message>
            <source>The data file cannot be written (%1).</source>
            <translation>データファイルに書き込めません（%1）。</translation>
        </message>
        <message>
            <source>Stammtisch cannot use its data file %1.</source>
            <translation>Stammtisch はデータファイル%1を使用できません。</translation>
        </message>
        <message>
            <source>Not saved: nothing in this window, neither the game you play nor the finished deals for the history and statistics.</source>
            <translation>保存されないもの：このウィンドウでは何も保存されません。プレイ中のゲームも、履歴と統計のための終わったディールもです。</translation>
        </message>
        <message>
            <source>Kept: the saved game and the history in the file, as they are. Start Stammtisch again once the cause is gone.</source>
            <translation>残っているもの：ファイル内の保存されたゲームと履歴はそのままです。原因が解消したら Stammtisch を起動し直してください。</translation>
        </message>
        <message>
            <source>Kept: the deals finished in earlier games, in the history. This game has not been saved yet.</source>
            <translation>残っているもの：以前のゲームで終わったディールは履歴にあります。このゲームはまだ保存されていません。</translation>
        </message>
        <message numerus="yes">
            <source>Kept: the game as it was last saved (%1 of %n deals finished), and every finished deal in the history.</source>
            <translation>
                <numerusform>残っているもの：最後に保存された時点のゲーム（%nディール中%1ディール終了）と、履歴にある終わったディールすべて。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Kept: the game as it was last saved (%1 of %n deals finished, deal %2 up to move %3), and every finished deal in the history.</source>
            <translation>
                <numerusform>残っているもの：最後に保存された時点のゲーム（%nディール中%1ディール終了、第%2ディールは%3手目まで）と、履歴にある終わったディールすべて。</numerusform>
            </translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>ゲームを保存できませんでした。</translation>
        </message>
        <message>
            <source>Not saved: the moves since then, and the result of a deal finished since then.</source>
            <translation>保存されていないもの：それ以降の手と、それ以降に終わったディールの結果。</translation>
        </message>
        <message>
            <source>Stammtisch tries again after every move and saves everything missed as soon as it can.</source>
            <translation>Stammtisch は手を進めるたびに保存を試み直し、できるようになり次第、保存できなかった分をすべて保存します。</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n deals imported, %2 there already, %3 refused, %4 skipped.</source>
            <translation>
                <numerusform>%1：%n件のディールをインポートしました（登録済み%2件、拒否%3件、スキップ%4件）。</numerusform>
            </translation>
        </message>
        <message>
            <source>Refused, because the result the record states is not the result its replay gives (nothing of them was stored):</source>
            <translation>記録に書かれた結果が、再生して得られる結果と違うため拒否しました（何も保存していません）：</translation>
        </message>
        <message>
            <source>Skipped, because they do not replay through our rules or do not finish:</source>
            <translation>ルールどおりに再生できないか、最後まで終わらないためスキップしました：</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more.</source>
            <translation>
                <numerusform>…ほか%n件。</numerusform>
            </translation>
        </message>
        <message>
            <source>The game is saved again.</source>
            <translation>ゲームは再び保存されています。</translation>
        </message>
    </context>
    <context>
        <name>Labels</name>
        <message>
            <source>Random</source>
            <translation>ランダム</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>上級</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>初級</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>標準</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>人間</translation>
        </message>
    </context>
    <context>
        <name>LastTrickDialog</name>
        <message>
            <source>Last trick</source>
            <translation>直前のトリック</translation>
        </message>
        <message>
            <source>No trick has been completed yet.</source>
            <translation>まだ完了したトリックはありません。</translation>
        </message>
        <message>
            <source>You took the trick.</source>
            <translation>あなたがトリックを取りました。</translation>
        </message>
        <message>
            <source>%1 took the trick.</source>
            <translation>%1がトリックを取りました。</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Stammtisch</source>
            <translation>Stammtisch</translation>
        </message>
        <message>
            <source>&amp;Close practice</source>
            <translation>練習を閉じる(&amp;C)</translation>
        </message>
        <message>
            <source>Close practice (Esc)</source>
            <translation>練習を閉じる (Esc)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>ゲーム(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新しいゲーム(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>直前のトリック(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>スコア表(&amp;S)</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>統計(&amp;T)</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>統計</translation>
        </message>
        <message>
            <source>S&amp;ettings…</source>
            <translation>設定(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;About Stammtisch</source>
            <translation>Stammtisch について(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>キーボード(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>このゲームのルール(&amp;R)</translation>
        </message>
        <message>
            <source>Go to the hand, the trick or the decisions</source>
            <translation>手札・トリック・選択欄へ移動</translation>
        </message>
        <message>
            <source>Go back to the decisions, the trick or the hand</source>
            <translation>選択欄・トリック・手札へ戻る</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>スコア表</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新しいゲーム</translation>
        </message>
        <message>
            <source>The deal in progress is lost, and this session cannot be continued afterwards.</source>
            <translation>進行中のディールは失われ、このセッションは後から続けられなくなります。</translation>
        </message>
        <message numerus="yes">
            <source>The %n finished deals of this session stay in your history and statistics, with their scores.</source>
            <translation>
                <numerusform>このセッションで終わった%nディールは、得点とともに履歴と統計に残ります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The %n finished deals of this session are not kept in a history here.</source>
            <translation>
                <numerusform>このセッションで終わった%nディールは、ここでは履歴に残りません。</numerusform>
            </translation>
        </message>
        <message>
            <source>Finished deals were found without the saved game they belong to; they cannot be resumed and were set aside as %1.</source>
            <translation>所属する保存ゲームのない終わったディールが見つかりました。再開できないため、%1として退避しました。</translation>
        </message>
        <message>
            <source>The saved game could not be read and was set aside as %1.</source>
            <translation>保存されたゲームを読み込めなかったため、%1として退避しました。</translation>
        </message>
        <message>
            <source>Scores: %1</source>
            <translation>得点：%1</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>ディールが終わりました。</translation>
        </message>
        <message>
            <source>This deal: %1</source>
            <translation>このディール：%1</translation>
        </message>
        <message>
            <source>Saved game</source>
            <translation>保存されたゲーム</translation>
        </message>
        <message>
            <source>Resume the saved game of %1 (deal %2 of %3)?</source>
            <translation>保存された%1のゲームを再開しますか？（全%3ディール中%2ディール目）</translation>
        </message>
        <message>
            <source>Start a new game from the Game menu.</source>
            <translation>「ゲーム」メニューから新しいゲームを始めてください。</translation>
        </message>
        <message>
            <source>Your turn: lay a card away (double-click it, drag it to the side, or press Return on it).</source>
            <translation>あなたの番です：カードを1枚捨ててください（ダブルクリック、横へドラッグ、またはカードの上で Enter キー）。</translation>
        </message>
        <message>
            <source>Your turn: choose a card to pass on.</source>
            <translation>あなたの番です：渡すカードを選んでください。</translation>
        </message>
        <message>
            <source>Your turn: play a card or choose.</source>
            <translation>あなたの番です：カードを出すか、選択してください。</translation>
        </message>
        <message>
            <source>Your turn: play a card.</source>
            <translation>あなたの番です：カードを出してください。</translation>
        </message>
        <message>
            <source>Your turn: choose.</source>
            <translation>あなたの番です：選択してください。</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1が考えています…</translation>
        </message>
        <message>
            <source>It is %1's turn.</source>
            <translation>%1の番です。</translation>
        </message>
        <message numerus="yes">
            <source>Your turn: choose %n cards to lay away (click them or press Space on them; once more puts one back), then confirm.</source>
            <translation>
                <numerusform>あなたの番です：捨て札にするカードを%n枚選んでください（クリックするか、カードの上でスペースキー。もう一度で戻す）。それから確定してください。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your turn: choose %n cards to pass on (click them or press Space on them; once more puts one back), then confirm.</source>
            <translation>
                <numerusform>あなたの番です：渡すカードを%n枚選んでください（クリックするか、カードの上でスペースキー。もう一度で戻す）。それから確定してください。</numerusform>
            </translation>
        </message>
        <message>
            <source>Start a new game first.</source>
            <translation>まず新しいゲームを始めてください。</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>セッションは終了しました。</translation>
        </message>
        <message>
            <source>No history is kept in this window.</source>
            <translation>このウィンドウでは履歴を記録していません。</translation>
        </message>
        <message>
            <source>Hide or show it with Ctrl+K.</source>
            <translation>Ctrl+K で表示／非表示を切り替えます。</translation>
        </message>
        <message>
            <source>Hist&amp;ory…</source>
            <translation>履歴(&amp;O)…</translation>
        </message>
        <message>
            <source>A deal is being played. Give it up and start the new game?</source>
            <translation>ディールの途中です。これをやめて新しいゲームを始めますか？</translation>
        </message>
        <message>
            <source>&amp;Give up the deal</source>
            <translation>ディールをやめる(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Keep playing</source>
            <translation>続ける(&amp;K)</translation>
        </message>
        <message>
            <source>Pass on the chosen cards (%1 of %2)</source>
            <translation>選んだカードを渡す（%1 / %2）</translation>
        </message>
        <message>
            <source>Lay away the chosen cards (%1 of %2)</source>
            <translation>選んだカードを捨て札にする（%1 / %2）</translation>
        </message>
        <message>
            <source>&amp;Import records…</source>
            <translation>記録をインポート(&amp;I)…</translation>
        </message>
        <message>
            <source>Import records</source>
            <translation>記録をインポート</translation>
        </message>
        <message>
            <source>E&amp;xport game…</source>
            <translation>ゲームをエクスポート(&amp;X)…</translation>
        </message>
        <message>
            <source>Export game</source>
            <translation>ゲームをエクスポート</translation>
        </message>
        <message>
            <source>Stammtisch games (*.json)</source>
            <translation>Stammtisch のゲーム (*.json)</translation>
        </message>
        <message>
            <source>There is no game to export.</source>
            <translation>エクスポートするゲームがありません。</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>%1を書き込めませんでした：%2</translation>
        </message>
        <message>
            <source>The game was exported to %1.</source>
            <translation>ゲームを%1にエクスポートしました。</translation>
        </message>
        <message>
            <source>%1 could not be imported: %2</source>
            <translation>%1をインポートできませんでした：%2</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game</source>
            <translation>新しいゲーム</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>ゲーム(&amp;G)：</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>人数(&amp;P)：</translation>
        </message>
        <message>
            <source>You</source>
            <translation>あなた</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>あなたの名前(&amp;N)：</translation>
        </message>
        <message>
            <source>Computer opponents</source>
            <translation>コンピューターの対戦相手</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>ルール</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>開始(&amp;S)</translation>
        </message>
        <message>
            <source>No game is installed.</source>
            <translation>ゲームがインストールされていません。</translation>
        </message>
        <message>
            <source>How well this computer player plays.</source>
            <translation>このコンピュータープレイヤーの強さです。</translation>
        </message>
        <message>
            <source>Seat %1:</source>
            <translation>席%1：</translation>
        </message>
        <message>
            <source>Name of seat %1</source>
            <translation>席%1の名前</translation>
        </message>
        <message>
            <source>Strength of seat %1</source>
            <translation>席%1の強さ</translation>
        </message>
        <message numerus="yes">
            <source>Tournament list: %n deals</source>
            <translation>
                <numerusform>トーナメント：%nディール</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 (see the rules below) = %n deals</source>
            <translation>
                <numerusform>%1（下のルールを参照）＝%nディール</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>= %n deals</source>
            <translation>
                <numerusform>＝%nディール</numerusform>
            </translation>
        </message>
        <message>
            <source>This game has no rule options.</source>
            <translation>このゲームにはルールのオプションがありません。</translation>
        </message>
        <message>
            <source>Default: %1</source>
            <translation>デフォルト：%1</translation>
        </message>
        <message>
            <source>How many rounds the session lasts; in a round every player deals once.</source>
            <translation>セッションのラウンド数。1ラウンドで全員が1回ずつ配ります。</translation>
        </message>
        <message>
            <source>&amp;Rounds:</source>
            <translation>ラウンド数(&amp;R)：</translation>
        </message>
        <message>
            <source>&amp;Learning mode</source>
            <translation>学習モード(&amp;L)</translation>
        </message>
        <message>
            <source>A short line when each phase of the deal begins (the first few times), and one after each trick.</source>
            <translation>ディールの各段階が始まるときに短い説明を（最初の数回）、各トリックの後にも一行を表示します。</translation>
        </message>
        <message>
            <source>Show the &amp;hint before each of my decisions</source>
            <translation>自分が選ぶ前に毎回ヒントを表示(&amp;H)</translation>
        </message>
        <message>
            <source>Learning mode asks the coach by itself before each of your decisions and shows its advice, as the Hint button does.</source>
            <translation>学習モードが、あなたが選ぶたびにその前にコーチに自動でたずね、ヒントボタンと同じようにおすすめを表示します。</translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message>
            <source>Deal %1 of %2</source>
            <translation>ディール%1 / %2</translation>
        </message>
        <message>
            <source>The result of the deal</source>
            <translation>このディールの結果</translation>
        </message>
        <message>
            <source>Up and Down read it line by line.</source>
            <translation>↑と↓で一行ずつ読めます。</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>次のディール(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Done</source>
            <translation>完了(&amp;D)</translation>
        </message>
        <message>
            <source>Thrown in</source>
            <translation>配り直し</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>カードポイント</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>得点計算</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>得点</translation>
        </message>
        <message>
            <source>this deal</source>
            <translation>このディール</translation>
        </message>
        <message>
            <source>total</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>The session is over</source>
            <translation>セッション終了</translation>
        </message>
        <message>
            <source>won</source>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>負け</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>側</translation>
        </message>
        <message>
            <source>Needed</source>
            <translation>目標</translation>
        </message>
    </context>
    <context>
        <name>SchafkopfAnnouncement</name>
        <message>
            <source>Sauspiel</source>
            <translation>パートナーゲーム</translation>
        </message>
        <message>
            <source>Sauspiel alone</source>
            <translation>パートナーゲーム（単独）</translation>
        </message>
        <message>
            <source>Farbgeier</source>
            <translation>スート・ガイアー</translation>
        </message>
        <message>
            <source>Farbwenz</source>
            <translation>スート・ベンツ</translation>
        </message>
        <message>
            <source>Geier</source>
            <translation>ガイアー</translation>
        </message>
        <message>
            <source>Wenz</source>
            <translation>ベンツ</translation>
        </message>
        <message>
            <source>Solo</source>
            <translation>スート・ソロ</translation>
        </message>
        <message>
            <source>The partner game: the holder of the Sau you call plays with you.</source>
            <translation>パートナーゲーム：呼んだエースを持っているプレイヤーがパートナーになります。</translation>
        </message>
        <message>
            <source>You hold every Sau you could call: the partner game, played alone.</source>
            <translation>呼べるエースを全て持っています：パートナーを指定せずに1対3で戦います。</translation>
        </message>
        <message>
            <source>Alone against three: the Obers and one suit are trump.</source>
            <translation>1対3：切り札はOと指定したスートです。</translation>
        </message>
        <message>
            <source>Alone against three: the Unters and one suit are trump.</source>
            <translation>1対3：切り札はUと指定したスートです。</translation>
        </message>
        <message>
            <source>Alone against three: only the Obers are trump.</source>
            <translation>1対3：切り札はOのみです。</translation>
        </message>
        <message>
            <source>Alone against three: only the Unters are trump.</source>
            <translation>1対3：切り札はUのみです。</translation>
        </message>
        <message>
            <source>Alone against three: Obers, Unters and one suit are trump.</source>
            <translation>1対3：切り札はO、Uと指定したスートです。</translation>
        </message>
        <message>
            <source>Eichel</source>
            <translation>ドングリ</translation>
        </message>
        <message>
            <source>Gras</source>
            <translation>葉</translation>
        </message>
        <message>
            <source>Herz</source>
            <translation>ハート</translation>
        </message>
        <message>
            <source>Schellen</source>
            <translation>鈴</translation>
        </message>
        <message>
            <source>Eichel-Sau</source>
            <translation>ドングリのエース</translation>
        </message>
        <message>
            <source>Gras-Sau</source>
            <translation>葉のエース</translation>
        </message>
        <message>
            <source>Herz-Sau</source>
            <translation>ハートのエース</translation>
        </message>
        <message>
            <source>Schellen-Sau</source>
            <translation>鈴のエース</translation>
        </message>
        <message>
            <source>%1 Tout</source>
            <translation>%1・トゥ</translation>
        </message>
        <message>
            <source>Tout</source>
            <translation>トゥ</translation>
        </message>
        <message>
            <source>Tout: you take every trick, for double the price.</source>
            <translation>トゥ：全てのトリックの獲得を目指します（得点は2倍）。</translation>
        </message>
        <message>
            <source>Announce</source>
            <translation>宣言</translation>
        </message>
    </context>
    <context>
        <name>SchafkopfControls</name>
        <message>
            <source>Knock before the auction? Each knock doubles the price.</source>
            <translation>ビッドの前にノックしますか？ノックするたびに得点が2倍になります。</translation>
        </message>
        <message>
            <source>The auction: do you want to play?</source>
            <translation>ビッド：プレイしますか？</translation>
        </message>
        <message>
            <source>%1 wants to play: pass, or overcall with a stronger game.</source>
            <translation>%1がプレイを宣言しました：パスするか、より強いゲームをビッドしてください。</translation>
        </message>
        <message>
            <source>%1 overcalls with %2: hold (you play at least that) or pass.</source>
            <translation>%1が%2をビッドしました：同じゲームを宣言（プレイ）するか、パスしてください。</translation>
        </message>
        <message>
            <source>You play: announce your game.</source>
            <translation>あなたがデクレアラーです：ゲームの種類を宣言してください。</translation>
        </message>
        <message>
            <source>%1 plays %2. Kontra?</source>
            <translation>%1が%2をプレイします。コントラしますか？</translation>
        </message>
        <message>
            <source>%1 gave Kontra. Re?</source>
            <translation>%1がコントラしました。レしますか？</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>パス</translation>
        </message>
        <message>
            <source>You do not want to play.</source>
            <translation>デクレアラーになりません。</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>プレイ</translation>
        </message>
        <message>
            <source>You want to play; you name the game once the auction is over.</source>
            <translation>デクレアラーになりたい場合。ゲームの種類はビッドの後に宣言します。</translation>
        </message>
        <message>
            <source>Hold</source>
            <translation>同じゲームをプレイ</translation>
        </message>
        <message>
            <source>You play at least the game just named: you spoke first, so you keep it.</source>
            <translation>宣言されたゲーム以上をプレイします。先に宣言した方が優先です。</translation>
        </message>
        <message>
            <source>Knock</source>
            <translation>ノック</translation>
        </message>
        <message>
            <source>Knocking doubles the price.</source>
            <translation>ノックすると得点が2倍になります。</translation>
        </message>
        <message>
            <source>No knock</source>
            <translation>ノックしない</translation>
        </message>
        <message>
            <source>Sie</source>
            <translation>ズィー</translation>
        </message>
        <message>
            <source>All Obers and Unters: you win at once.</source>
            <translation>手札が全てOとU：自動的に勝ちです。</translation>
        </message>
        <message>
            <source>Kontra</source>
            <translation>コントラ</translation>
        </message>
        <message>
            <source>Double the price against the declarer.</source>
            <translation>デクレアラーに対して得点を2倍にします。</translation>
        </message>
        <message>
            <source>No Kontra</source>
            <translation>コントラしない</translation>
        </message>
        <message>
            <source>Re</source>
            <translation>レ</translation>
        </message>
        <message>
            <source>Double the price again.</source>
            <translation>得点をさらに2倍にします。</translation>
        </message>
        <message>
            <source>No Re</source>
            <translation>レしない</translation>
        </message>
        <message>
            <source>A stronger game than the one on the table.</source>
            <translation>宣言されたゲームより強いゲーム。</translation>
        </message>
        <message>
            <source>Overcall</source>
            <translation>ビッド</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetModel</name>
        <message>
            <source>thrown in</source>
            <translation>配り直し</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>ゲーム</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>システムの言語</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>言語(&amp;L)：</translation>
        </message>
        <message>
            <source>French (black and red)</source>
            <translation>フランス式（黒と赤）</translation>
        </message>
        <message>
            <source>Four colours (tournament)</source>
            <translation>4色（トーナメント用）</translation>
        </message>
        <message>
            <source>German suits</source>
            <translation>ドイツ式スート</translation>
        </message>
        <message>
            <source>Faces for the French-suited games. Schafkopf is always German-suited.</source>
            <translation>フランス式スートのゲームで使う絵柄です。シャーフコップは常にドイツ式スートです。</translation>
        </message>
        <message>
            <source>&amp;Card faces:</source>
            <translation>カードの絵柄(&amp;C)：</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>オフ</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>速い</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>遅い</translation>
        </message>
        <message>
            <source>&amp;Animations:</source>
            <translation>アニメーション(&amp;A)：</translation>
        </message>
        <message>
            <source>&amp;Opponents' strength:</source>
            <translation>対戦相手の強さ(&amp;O)：</translation>
        </message>
        <message>
            <source>Stays until I click the table</source>
            <translation>テーブルをクリックするまで残す</translation>
        </message>
        <message>
            <source>Is gathered after a moment</source>
            <translation>少しして片付ける</translation>
        </message>
        <message>
            <source>A completed trick stays in the middle, with its taker named, until you click the table or play your next card; the computer players wait meanwhile.</source>
            <translation>終わったトリックは、取った人の名前とともに、テーブルをクリックするか次のカードを出すまで中央に残ります。その間コンピューターは待ちます。</translation>
        </message>
        <message>
            <source>Completed &amp;trick:</source>
            <translation>終わったトリック(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>SheepsheadControls</name>
        <message>
            <source>Pick up the blind and play against the others, or pass.</source>
            <translation>ブラインドを拾ってデクレアラーになるか、パスしてください。</translation>
        </message>
        <message>
            <source>Call a partner: whoever holds the called card plays with you. Or go alone.</source>
            <translation>パートナーを指定してください：指定したカードを持っている人がパートナーです。またはアローン。</translation>
        </message>
        <message>
            <source>You hold no card of a suit whose ace you could call: call it anyway and lay one card face down. That unknown card counts as the lowest card of the called suit and is played the first time the suit is led.</source>
            <translation>指定できるAのスートのカードを持っていません：任意のカードを1枚伏せて置き、スートを宣言してパートナーを指定します。伏せたカードは指定スートの最弱のカードとして扱われ、そのスートがリードされた最初の回にプレイされます。</translation>
        </message>
        <message>
            <source>Lay one card face down as the unknown card (double-click it, drag it onto the table or press Return on it): it counts as the lowest %1 and is played the first time %1 is led.</source>
            <translation>カードを1枚伏せて置いてください（ダブルクリック、テーブルへドラッグ、またはカードの上で Enter キー）：そのカードは%1の最弱のカードとして扱われ、%1がリードされた最初の回にプレイされます。</translation>
        </message>
        <message numerus="yes">
            <source>Bury %n cards: choose them (click them or press Space on them; once more puts one back), then confirm. Still to bury: %1.</source>
            <translation>
                <numerusform>%n枚を裏向きにディスカードしてください（クリックするか、カードの上でスペースキー。もう一度で戻す）。それから確定してください。残り%1枚。</numerusform>
            </translation>
        </message>
        <message>
            <source>Bury the chosen cards (%1 of %2)</source>
            <translation>選んだカードをディスカード（%1 / %2）</translation>
        </message>
        <message>
            <source>Pick</source>
            <translation>ピック</translation>
        </message>
        <message>
            <source>Take up the blind and play against the others.</source>
            <translation>ブラインドを拾って、他のプレイヤーと戦います。</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>パス</translation>
        </message>
        <message>
            <source>Leave the blind to the next player.</source>
            <translation>ブラインドを次のプレイヤーに回します。</translation>
        </message>
        <message>
            <source>Go alone</source>
            <translation>アローン</translation>
        </message>
        <message>
            <source>Play without a partner.</source>
            <translation>パートナーを指定せずに一人でプレイします。</translation>
        </message>
        <message>
            <source>Call ♦J</source>
            <translation>ダイヤのJがパートナー</translation>
        </message>
        <message>
            <source>The holder of the jack of diamonds plays with you.</source>
            <translation>ダイヤのJを持っている人がパートナーです。</translation>
        </message>
        <message>
            <source>Play the unknown card</source>
            <translation>伏せたカードを出す</translation>
        </message>
        <message>
            <source>Play the card you laid face down.</source>
            <translation>伏せて置いたカードを出します。</translation>
        </message>
        <message>
            <source>%1 with an unknown card</source>
            <translation>%1（伏せたカード）</translation>
        </message>
        <message>
            <source>Call</source>
            <translation>指定</translation>
        </message>
        <message>
            <source>Whoever holds the called card is your partner.</source>
            <translation>指定したカードを持っている人がパートナーです。</translation>
        </message>
    </context>
    <context>
        <name>SkatDeclaration</name>
        <message>
            <source>Hand</source>
            <translation>ハンド</translation>
        </message>
        <message>
            <source>Schneider announced</source>
            <translation>シュナイダー宣言</translation>
        </message>
        <message>
            <source>Schwarz announced</source>
            <translation>シュワルツ宣言</translation>
        </message>
        <message>
            <source>Ouvert</source>
            <translation>ウヴェア</translation>
        </message>
        <message>
            <source>Declare</source>
            <translation>宣言</translation>
        </message>
        <message>
            <source>Clubs</source>
            <translation>クラブ</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>スペード</translation>
        </message>
        <message>
            <source>Hearts</source>
            <translation>ハート</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>ダイヤ</translation>
        </message>
        <message>
            <source>Grand</source>
            <translation>グラン</translation>
        </message>
        <message>
            <source>Null</source>
            <translation>ヌル</translation>
        </message>
    </context>
    <context>
        <name>StatisticsPanel</name>
        <message>
            <source>Running total</source>
            <translation>累計</translation>
        </message>
        <message>
            <source>This session</source>
            <translation>このセッション</translation>
        </message>
        <message>
            <source>By role</source>
            <translation>役割別</translation>
        </message>
        <message>
            <source>By contract</source>
            <translation>ゲーム別</translation>
        </message>
        <message>
            <source>Declarer wins</source>
            <translation>デクレアラーの勝率</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>カードポイント</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>ビッド</translation>
        </message>
        <message>
            <source>Grades</source>
            <translation>評価</translation>
        </message>
        <message>
            <source>Skill rating</source>
            <translation>レーティング</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>運</translation>
        </message>
        <message>
            <source>Score list</source>
            <translation>スコア表</translation>
        </message>
        <message>
            <source>nobody won</source>
            <translation>引き分け</translation>
        </message>
        <message>
            <source>Declarer</source>
            <translation>デクレアラー</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>パートナー</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>防御側</translation>
        </message>
        <message>
            <source>No declarer</source>
            <translation>デクレアラーなし</translation>
        </message>
        <message>
            <source>Sat out</source>
            <translation>休み</translation>
        </message>
        <message>
            <source>%1 %2 ± %3</source>
            <translation>%1 %2 ± %3</translation>
        </message>
        <message>
            <source>Your rating, kept per game: %1 (Glicko-2; computer ratings: Beginner 1300, Standard 1550, Strong 1800).</source>
            <translation>ゲームごとのあなたのレーティング：%1（Glicko-2。コンピューター：初級 1300、標準 1550、強い 1800）。</translation>
        </message>
        <message>
            <source>%1, after session %2: %3 ± %4</source>
            <translation>%1、セッション%2の後：%3 ± %4</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>通常</translation>
        </message>
        <message>
            <source>Seeger-Fabian</source>
            <translation>大会ルール</translation>
        </message>
        <message>
            <source>Bierlachs</source>
            <translation>ビアラックス</translation>
        </message>
        <message>
            <source>How the list is kept</source>
            <translation>スコア表の付け方</translation>
        </message>
        <message>
            <source>Export &amp;chart…</source>
            <translation>グラフを書き出す(&amp;C)…</translation>
        </message>
        <message>
            <source>Export &amp;data…</source>
            <translation>データを書き出す(&amp;D)…</translation>
        </message>
        <message>
            <source>Every deal under these filters, to open, review or practise</source>
            <translation>この条件のすべてのディール（開く・振り返る・練習する）</translation>
        </message>
        <message>
            <source>Deals: %1</source>
            <translation>ディール数：%1</translation>
        </message>
        <message>
            <source>No deals match the filters.</source>
            <translation>条件に合うディールはありません。</translation>
        </message>
        <message>
            <source>Choose a game above: each game counts its points on its own scale, so the points of different games are never added up.</source>
            <translation>上でゲームを選んでください。点数の尺度はゲームごとに異なるので、異なるゲームの得点を合計することはありません。</translation>
        </message>
        <message>
            <source>Choose a point (click it, or the arrow keys and Return) to open its deal.</source>
            <translation>点を選ぶと（クリック、または矢印キーとEnterキー）、そのディールを開きます。</translation>
        </message>
        <message>
            <source>Deal %1, %2
Running total: %3</source>
            <translation>ディール%1、%2
累計：%3</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>ディール</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>得点</translation>
        </message>
        <message>
            <source>Deal %1 of the session
Running total: %2</source>
            <translation>セッションの%1ディール目
累計：%2</translation>
        </message>
        <message>
            <source>Deal of the session</source>
            <translation>セッションのディール</translation>
        </message>
        <message>
            <source>Points a deal</source>
            <translation>1ディールあたりの得点</translation>
        </message>
        <message>
            <source>Your average score a deal in each role.</source>
            <translation>役割ごとの1ディールあたりの平均得点。</translation>
        </message>
        <message>
            <source>Your average score a deal by the contract played.</source>
            <translation>プレイされたゲームごとの1ディールあたりの平均得点。</translation>
        </message>
        <message>
            <source>You have not declared a game under these filters.</source>
            <translation>この条件では、あなたがデクレアラーになったゲームはありません。</translation>
        </message>
        <message>
            <source>Won (%)</source>
            <translation>勝率（%）</translation>
        </message>
        <message>
            <source>How often you won as declarer, by contract (in brackets: the games it rests on).</source>
            <translation>デクレアラーとしての勝率（ゲーム別、括弧内はゲーム数）。</translation>
        </message>
        <message>
            <source>Card points of your side</source>
            <translation>自分の側のカードポイント</translation>
        </message>
        <message>
            <source>No bids to show: you have not declared a Skat game under these filters.</source>
            <translation>表示するビッドはありません：この条件ではスカートのデクレアラーになっていません。</translation>
        </message>
        <message>
            <source>Value bid</source>
            <translation>ビッドした値</translation>
        </message>
        <message>
            <source>Value of the game</source>
            <translation>ゲーム点</translation>
        </message>
        <message>
            <source>Graded deals</source>
            <translation>評価されたディール</translation>
        </message>
        <message>
            <source>No deals against computer opponents to rate.</source>
            <translation>レーティングの対象となるコンピューター相手のディールはありません。</translation>
        </message>
        <message numerus="yes">
            <source>After %Ln deals: you %1, the Strong computer %2</source>
            <translation>
                <numerusform>%Lnディール後：あなた%1、上級のコンピューター%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Against the cards: you scored %1 where the Strong computer, with your cards, scored %2 (%Ln deals; blue: you, orange: the computer).</source>
            <translation>
                <numerusform>配られたカードに対して：あなたは%1点、同じカードで上級のコンピューターは%2点（%Lnディール。青：あなた、オレンジ：コンピューター）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 · %Ln deals</source>
            <translation>
                <numerusform>%1 · %Lnディール</numerusform>
            </translation>
        </message>
        <message>
            <source>The score list of the Skat session of %1 (the latest comes first).</source>
            <translation>%1のスカートのセッションのスコア表（最新のものが先頭）。</translation>
        </message>
        <message>
            <source>Sessions</source>
            <translation>セッション</translation>
        </message>
        <message>
            <source>Chart</source>
            <translation>グラフ</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>セッション</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>グラフ</translation>
        </message>
        <message>
            <source>Hist&amp;ory…</source>
            <translation>履歴(&amp;O)…</translation>
        </message>
        <message numerus="yes">
            <source>Your running total across sessions: %1 after %Ln deals.</source>
            <translation>
                <numerusform>全セッションの累計：%Lnディールで%1点。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The latest session (%1): %2 after %Ln deals.</source>
            <translation>
                <numerusform>最新のセッション（%1）：%Lnディールで%2点。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln deals, in all %2, a deal %3</source>
            <translation>
                <numerusform>%1：%Lnディール、合計%2点、1ディール平均%3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: won %2 of %3 (%4)</source>
            <translation>%1：%3回中%2回勝ち（%4）</translation>
        </message>
        <message>
            <source>%1 (%2 of %3)</source>
            <translation>%1（%3回中%2回）</translation>
        </message>
        <message numerus="yes">
            <source>%Ln Null games: the declarer wins by taking no trick, whatever the card points.</source>
            <translation>
                <numerusform>ヌル%Lnゲーム：デクレアラーは1トリックも取らなければ勝ちで、カードポイントは関係ありません。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln games that needed every trick (Tout, Schwarz announced, Ouvert): the tricks decide, not the card points.</source>
            <translation>
                <numerusform>全トリックが必要なゲーム%Ln回（トゥ、シュワルツ宣言、ウヴェア）：勝敗を決めるのはトリックで、カードポイントではありません。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln deals in which each played alone (Ramsch, Leaster): no side's card points.</source>
            <translation>
                <numerusform>各自が1人で戦ったディール%Ln回（ラムシュ、リースター）：チームのカードポイントはありません。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln deals in which no card was played (thrown in, a Sie shown).</source>
            <translation>
                <numerusform>カードが1枚も出されなかったディール%Ln回（配り直し、ズィーの公開）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln deals you sat out.</source>
            <translation>
                <numerusform>あなたが休みだったディール%Ln回。</numerusform>
            </translation>
        </message>
        <message>
            <source>No deals whose card points decide the game.</source>
            <translation>カードポイントで勝敗が決まるディールはありません。</translation>
        </message>
        <message>
            <source>Left out: %1</source>
            <translation>除外：%1</translation>
        </message>
        <message numerus="yes">
            <source>%1–%2 card points: %Ln deals</source>
            <translation>
                <numerusform>%1〜%2カードポイント：%Lnディール</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>How many card points your side took, over %Ln deals whose card points decide the game.</source>
            <translation>
                <numerusform>自分の側が獲得したカードポイントの分布（カードポイントで勝敗が決まる%Lnディール）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bid %1, game worth %2: %Ln games</source>
            <translation>
                <numerusform>ビッド%1、ゲーム点%2：%Lnゲーム</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Overbid: %1 of %Ln games (%2). Below the dashed line the game fell short of the bid.</source>
            <translation>
                <numerusform>オーバービッド：%Lnゲーム中%1ゲーム（%2）。破線より下はゲーム点がビッドに届かなかったゲームです。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message numerus="yes">
            <source>Graded deals %1 (to %2): %Ln decisions; lost a decision: %3</source>
            <translation>
                <numerusform>評価されたディール%1（%2まで）：判断%Ln回、1回あたりの損失%3点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>What your decisions gave up against the best choice, in points a decision (lower is better): %1 over %Ln decisions (graded deals: %2).
Share of each grade: %3</source>
            <translation>
                <numerusform>最善の選択と比べて判断ごとに失った点（少ないほど良い）：判断%Ln回で%1点（評価されたディール：%2）。
評価ごとの割合：%3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln decisions; lost a decision: %2 (%3)</source>
            <translation>
                <numerusform>%1：判断%Ln回、1回あたりの損失%2点（%3）</numerusform>
            </translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>レーティング</translation>
        </message>
        <message>
            <source>The computer has not replayed any of these deals yet; it does so in the background.</source>
            <translation>コンピューターはまだこれらのディールを再プレイしていません。バックグラウンドで行います。</translation>
        </message>
        <message>
            <source>Total %1</source>
            <translation>%1の合計</translation>
        </message>
        <message>
            <source>Deal id</source>
            <translation>ディールID</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>終了日時</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>役割</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>ゲームの種類</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>ゲーム数</translation>
        </message>
        <message>
            <source>Card points from</source>
            <translation>カードポイント（下限）</translation>
        </message>
        <message>
            <source>Latest deal id</source>
            <translation>最新のディールID</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>判断の数</translation>
        </message>
        <message>
            <source>Session id</source>
            <translation>セッションID</translation>
        </message>
        <message>
            <source>Deviation</source>
            <translation>偏差</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>得点</translation>
        </message>
        <message>
            <source>The Strong computer's score</source>
            <translation>上級のコンピューターの得点</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>すべてのゲーム</translation>
        </message>
        <message>
            <source>%1 (code)</source>
            <translation>%1（コード）</translation>
        </message>
        <message>
            <source>The score list is kept for Skat sessions.</source>
            <translation>スコア表はスカートのセッションのみです。</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>ディール</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>ゲーム</translation>
        </message>
        <message>
            <source>won</source>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>負け</translation>
        </message>
        <message>
            <source>Export chart</source>
            <translation>グラフを書き出す</translation>
        </message>
        <message>
            <source>PNG image (*.png);;SVG drawing (*.svg)</source>
            <translation>PNG 画像 (*.png);;SVG 図 (*.svg)</translation>
        </message>
        <message>
            <source>Export data</source>
            <translation>データを書き出す</translation>
        </message>
        <message>
            <source>CSV table (*.csv)</source>
            <translation>CSV 表 (*.csv)</translation>
        </message>
        <message>
            <source>Export failed: %1</source>
            <translation>書き出しに失敗しました：%1</translation>
        </message>
        <message>
            <source>best</source>
            <translation>最善手</translation>
        </message>
        <message>
            <source>good</source>
            <translation>好手</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>疑問手</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>悪手</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>大悪手</translation>
        </message>
        <message>
            <source>No graded decisions yet: the coach grades your decisions in the background after each deal.</source>
            <translation>評価された判断はまだありません。コーチは各ディールの後、バックグラウンドで判断を評価します。</translation>
        </message>
        <message>
            <source>Points lost a decision</source>
            <translation>1回の判断あたりの損失点</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>Press Space or click the table to go on.</source>
            <translation>スペースキーを押すか、テーブルをクリックすると続きます。</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>ディーラー</translation>
        </message>
        <message>
            <source>Declarer</source>
            <translation>デクレアラー</translation>
        </message>
        <message>
            <source>sits out</source>
            <translation>休み</translation>
        </message>
        <message>
            <source>Tricks: %1</source>
            <translation>トリック：%1</translation>
        </message>
        <message>
            <source>Game: %1</source>
            <translation>ゲーム：%1</translation>
        </message>
        <message numerus="yes">
            <source>%n cards are chosen already: click one of them to put it back.</source>
            <translation>
                <numerusform>すでに%n枚選んでいます：戻すカードをクリックしてください。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 takes the trick.</source>
            <translation>%1がトリックを取ります。</translation>
        </message>
        <message>
            <source>You take the trick.</source>
            <translation>あなたがトリックを取ります。</translation>
        </message>
        <message>
            <source>This card cannot be chosen now.</source>
            <translation>このカードは今は選べません。</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Card table</source>
            <translation>カードテーブル</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Stammtisch</source>
            <translation>Stammtisch について</translation>
        </message>
        <message>
            <source>Version %1</source>
            <translation>バージョン%1</translation>
        </message>
        <message>
            <source>Licence: %1</source>
            <translation>ライセンス：%1</translation>
        </message>
        <message>
            <source>Skat, Doppelkopf, Schafkopf and Sheepshead against computer opponents, offline.</source>
            <translation>スカート、ドッペルコップ、シャーフコップ、シープスヘッドをコンピューター相手にオフラインで遊べます。</translation>
        </message>
        <message>
            <source>About</source>
            <translation>情報</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>操作</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>キー</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>キーボードショートカット</translation>
        </message>
    </context>
    <context>
        <name>Card</name>
        <message>
            <source>{suit} {rank}</source>
            <translation>{suit}の{rank}</translation>
        </message>
        <message>
            <source>{symbol}</source>
            <comment>a French-suited card in running text: {symbol} (♣J), or {suit} and {rank}</comment>
            <translation>{symbol}</translation>
        </message>
    </context>
    <context>
        <name>Message</name>
        <message>
            <source>Doppelkopf</source>
            <comment>game.doppelkopf</comment>
            <translation>ドッペルコップ</translation>
        </message>
        <message>
            <source>{title}</source>
            <comment>game.other</comment>
            <translation>{title}</translation>
        </message>
        <message>
            <source>Schafkopf</source>
            <comment>game.schafkopf</comment>
            <translation>シャーフコップ</translation>
        </message>
        <message>
            <source>{name}</source>
            <comment>game.schafkopf.name</comment>
            <translation>{name}</translation>
        </message>
        <message>
            <source>Sheepshead</source>
            <comment>game.sheepshead</comment>
            <translation>シープスヘッド</translation>
        </message>
        <message>
            <source>Skat</source>
            <comment>game.skat</comment>
            <translation>スカート</translation>
        </message>
        <message>
            <source>Play a card.</source>
            <comment>goal.ask.any_card</comment>
            <translation>カードを1枚出してください。</translation>
        </message>
        <message>
            <source>Play a card as good as the best.</source>
            <comment>goal.ask.as_good_as_best</comment>
            <translation>最善と同じくらい良いカードを出してください。</translation>
        </message>
        <message>
            <source>Bid or pass: your game is worth {value}.</source>
            <comment>goal.ask.bid_or_pass</comment>
            <translation>ビッドするか、受けるか、パスしてください。あなたのゲームの価値は{value}です。</translation>
        </message>
        <message>
            <source>Let another player take the trick.</source>
            <comment>goal.ask.duck</comment>
            <translation>他のプレイヤーにトリックを取らせてください。</translation>
        </message>
        <message>
            <source>Follow the suit led.</source>
            <comment>goal.ask.follow_suit</comment>
            <translation>リードされたスートにフォローしてください。</translation>
        </message>
        <message>
            <source>Give as many points as you can to a trick your side takes.</source>
            <comment>goal.ask.give_points</comment>
            <translation>自分の側が取るトリックに、できるだけ多くのカードポイントを渡してください。</translation>
        </message>
        <message>
            <source>Give up the trick with as few points as you can.</source>
            <comment>goal.ask.give_up_cheaply</comment>
            <translation>できるだけ少ないカードポイントでトリックを譲ってください。</translation>
        </message>
        <message>
            <source>Play your highest trump.</source>
            <comment>goal.ask.highest_trump</comment>
            <translation>最も強い切り札を出してください。</translation>
        </message>
        <message>
            <source>Lay away the card with the most points that is no trump.</source>
            <comment>goal.ask.lay_away_most_points</comment>
            <translation>切り札以外で最もカードポイントの多いカードを捨ててください。</translation>
        </message>
        <message>
            <source>Lead a {suit} card.</source>
            <comment>goal.ask.lead_suit</comment>
            <translation>{suit}のカードをリードしてください。</translation>
        </message>
        <message>
            <source>Lead a trump.</source>
            <comment>goal.ask.lead_trump</comment>
            <translation>切り札をリードしてください。</translation>
        </message>
        <message>
            <source>Play an ace that is no trump.</source>
            <comment>goal.ask.plain_ace</comment>
            <translation>切り札でないAを出してください。</translation>
        </message>
        <message>
            <source>Say: {what}.</source>
            <comment>goal.ask.say</comment>
            <translation>宣言してください：{what}。</translation>
        </message>
        <message>
            <source>Show which party you play for.</source>
            <comment>goal.ask.show_party</comment>
            <translation>自分がどちらのチームか示してください。</translation>
        </message>
        <message>
            <source>Take the trick.</source>
            <comment>goal.ask.take_trick</comment>
            <translation>トリックを取ってください。</translation>
        </message>
        <message>
            <source>Take the trick as cheaply as you can.</source>
            <comment>goal.ask.win_cheaply</comment>
            <translation>できるだけ安くトリックを取ってください。</translation>
        </message>
        <message numerus="yes">
            <source>{card} lays away {points} points that count for you, and it is no trump.</source>
            <comment>goal.met.away</comment>
            <translation>
                <numerusform>{card}を捨てると、その{points}点はあなたのものになります。切り札でもありません。</numerusform>
            </translation>
        </message>
        <message>
            <source>Your game is worth {value}, and {bid} is the lowest bid.</source>
            <comment>goal.met.bid</comment>
            <translation>あなたのゲームの価値は{value}で、{bid}は最も低いビッドです。</translation>
        </message>
        <message>
            <source>{card} may be played now.</source>
            <comment>goal.met.card</comment>
            <translation>今{card}を出せます。</translation>
        </message>
        <message numerus="yes">
            <source>{card} need not take the trick and gives away only {points} points.</source>
            <comment>goal.met.cheap_loss</comment>
            <translation>
                <numerusform>{card}はトリックを取るとは限らず、渡すのは{points}点だけです。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} takes the trick for {points} points, and no card of yours takes it for fewer.</source>
            <comment>goal.met.cheap_win</comment>
            <translation>
                <numerusform>{card}は{points}点でトリックを取ります。これより安く取れるカードはありません。</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} cannot take the trick, whatever the others play.</source>
            <comment>goal.met.duck</comment>
            <translation>他の人が何を出しても、{card}はトリックを取りません。</translation>
        </message>
        <message>
            <source>{card} follows the {suit} led.</source>
            <comment>goal.met.follows</comment>
            <translation>{card}はリードされた{suit}にフォローします。</translation>
        </message>
        <message>
            <source>{card} follows the trump led.</source>
            <comment>goal.met.follows_trump</comment>
            <translation>{card}はリードされた切り札にフォローします。</translation>
        </message>
        <message numerus="yes">
            <source>{card} gives {points} points to a trick your side is sure to take.</source>
            <comment>goal.met.gives</comment>
            <translation>
                <numerusform>{card}は、自分の側が確実に取るトリックに{points}点を渡します。</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is your highest trump.</source>
            <comment>goal.met.highest</comment>
            <translation>{card}はあなたの最も強い切り札です。</translation>
        </message>
        <message>
            <source>Your game is worth {value}: you can hold {bid}.</source>
            <comment>goal.met.hold</comment>
            <translation>あなたのゲームの価値は{value}なので、{bid}を受けられます。</translation>
        </message>
        <message>
            <source>{card} shows the table which party you play for.</source>
            <comment>goal.met.party</comment>
            <translation>{card}で、あなたがどちらのチームか全員にわかります。</translation>
        </message>
        <message>
            <source>{bid} is more than your game is worth ({value}): pass.</source>
            <comment>goal.met.pass</comment>
            <translation>{bid}はあなたのゲームの価値（{value}）を超えます。パスしてください。</translation>
        </message>
        <message>
            <source>{card} is an ace and no trump.</source>
            <comment>goal.met.plain_ace</comment>
            <translation>{card}は切り札でないAです。</translation>
        </message>
        <message>
            <source>{chosen}: that is what this step asks for.</source>
            <comment>goal.met.say</comment>
            <translation>{chosen}：このステップで求められているのはこれです。</translation>
        </message>
        <message>
            <source>{card} is a {suit} card.</source>
            <comment>goal.met.suit</comment>
            <translation>{card}は{suit}のカードです。</translation>
        </message>
        <message>
            <source>{card} takes the trick: nobody after you can beat it.</source>
            <comment>goal.met.takes</comment>
            <translation>{card}でトリックを取れます。後に出す人は誰もこれに勝てません。</translation>
        </message>
        <message>
            <source>{card} beats {best}, and nobody plays after you.</source>
            <comment>goal.met.takes_last</comment>
            <translation>{card}は{best}に勝ち、あなたの後に出す人はいません。</translation>
        </message>
        <message>
            <source>{card} is a trump.</source>
            <comment>goal.met.trump</comment>
            <translation>{card}は切り札です。</translation>
        </message>
        <message numerus="yes">
            <source>{card} lays away only {points} points; a card of yours that is no trump holds more.</source>
            <comment>goal.miss.away_fewer</comment>
            <translation>
                <numerusform>{card}を捨てても{points}点だけです。切り札以外でもっと点の多いカードがあります。</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is a trump: keep it to take tricks.</source>
            <comment>goal.miss.away_trump</comment>
            <translation>{card}は切り札です。トリックを取るために残しましょう。</translation>
        </message>
        <message>
            <source>{card} is not safe: {seat} can still beat it.</source>
            <comment>goal.miss.beatable</comment>
            <translation>{card}は安全ではありません。{seat}がまだこれに勝てます。</translation>
        </message>
        <message>
            <source>{card} is not safe: it can still be beaten.</source>
            <comment>goal.miss.beatable.you</comment>
            <translation>{card}は安全ではありません。まだ負ける可能性があります。</translation>
        </message>
        <message>
            <source>{card} does not beat {best}.</source>
            <comment>goal.miss.below</comment>
            <translation>{card}は{best}に勝てません。</translation>
        </message>
        <message>
            <source>This step asks for a decision, not for {card}.</source>
            <comment>goal.miss.card_for_word</comment>
            <translation>このステップではカード（{card}）ではなく宣言が求められています。</translation>
        </message>
        <message numerus="yes">
            <source>{card} gives away {points} points; a card of yours worth fewer does it too.</source>
            <comment>goal.miss.dear_loss</comment>
            <translation>
                <numerusform>{card}では{points}点を渡してしまいます。もっと点の少ないカードでも同じことができます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} takes the trick for {points} points, but a card of yours worth fewer takes it too.</source>
            <comment>goal.miss.dear_win</comment>
            <translation>
                <numerusform>{card}は{points}点でトリックを取りますが、もっと点の少ないカードでも取れます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} gives only {points} points; a card of yours gives more to this trick.</source>
            <comment>goal.miss.gives_fewer</comment>
            <translation>
                <numerusform>{card}では{points}点しか渡せません。このトリックにもっと多く渡せるカードがあります。</numerusform>
            </translation>
        </message>
        <message>
            <source>{chosen} is wrong here: {bid} is more than your game is worth ({value}).</source>
            <comment>goal.miss.hold_over</comment>
            <translation>ここで「{chosen}」は誤りです。{bid}はあなたのゲームの価値（{value}）より高いです。</translation>
        </message>
        <message>
            <source>{bid} is more than you need: a lower bid is enough.</source>
            <comment>goal.miss.jump</comment>
            <translation>{bid}は必要以上です。もっと低いビッドで足ります。</translation>
        </message>
        <message>
            <source>{card} is a trump, but you hold a higher one.</source>
            <comment>goal.miss.lower_trump</comment>
            <translation>{card}は切り札ですが、もっと強い切り札を持っています。</translation>
        </message>
        <message>
            <source>{card} can still take the trick: the others may let it win.</source>
            <comment>goal.miss.may_take</comment>
            <translation>{card}はトリックを取ってしまうかもしれません。他の人がそのまま勝たせることができます。</translation>
        </message>
        <message>
            <source>{card} does not tell the table which party you play for.</source>
            <comment>goal.miss.no_party</comment>
            <translation>{card}では、あなたがどちらのチームかわかりません。</translation>
        </message>
        <message>
            <source>{card} is no trump.</source>
            <comment>goal.miss.no_trump</comment>
            <translation>{card}は切り札ではありません。</translation>
        </message>
        <message>
            <source>{card} is no ace.</source>
            <comment>goal.miss.not_ace</comment>
            <translation>{card}はAではありません。</translation>
        </message>
        <message>
            <source>{card} does not follow the card led.</source>
            <comment>goal.miss.not_following</comment>
            <translation>{card}はリードカードにフォローしていません。</translation>
        </message>
        <message>
            <source>{card} is played to a trick someone else led.</source>
            <comment>goal.miss.not_leading</comment>
            <translation>{card}は他の人がリードしたトリックに出すカードです。</translation>
        </message>
        <message>
            <source>{card} is not a {suit} card.</source>
            <comment>goal.miss.other_suit</comment>
            <translation>{card}は{suit}のカードではありません。</translation>
        </message>
        <message>
            <source>{bid} is more than your game is worth ({value}).</source>
            <comment>goal.miss.overbid</comment>
            <translation>{bid}はあなたのゲームの価値（{value}）を超えます。</translation>
        </message>
        <message>
            <source>{chosen} comes too early: your game is worth {value}, and {bid} is not more.</source>
            <comment>goal.miss.pass_early</comment>
            <translation>{chosen}はまだ早いです。あなたのゲームの価値は{value}で、{bid}はそれを超えません。</translation>
        </message>
        <message>
            <source>{chosen} is not what this step asks for.</source>
            <comment>goal.miss.say</comment>
            <translation>{chosen}はこのステップで求められているものではありません。</translation>
        </message>
        <message>
            <source>After {card} your side is not sure of this trick: {seat} can still take it.</source>
            <comment>goal.miss.side_unsure</comment>
            <translation>{card}では、このトリックを自分の側が取れるとは限りません。{seat}がまだ取れます。</translation>
        </message>
        <message>
            <source>After {card} your side is not sure of this trick.</source>
            <comment>goal.miss.side_unsure.you</comment>
            <translation>{card}では、このトリックを自分の側が取れるとは限りません。</translation>
        </message>
        <message>
            <source>{card} takes the trick whatever the others play.</source>
            <comment>goal.miss.sure_win</comment>
            <translation>他の人が何を出しても、{card}がトリックを取ってしまいます。</translation>
        </message>
        <message>
            <source>{card} is an ace, but a trump.</source>
            <comment>goal.miss.trump_ace</comment>
            <translation>{card}はAですが、切り札です。</translation>
        </message>
        <message>
            <source>{card} is a trump, not a {suit} card.</source>
            <comment>goal.miss.trump_not_suit</comment>
            <translation>{card}は切り札で、{suit}のカードではありません。</translation>
        </message>
        <message>
            <source>This step asks for a card, not for {chosen}.</source>
            <comment>goal.miss.word_for_card</comment>
            <translation>このステップでは{chosen}ではなく、カードが求められています。</translation>
        </message>
        <message>
            <source>{word}</source>
            <comment>goal.word</comment>
            <translation>{word}</translation>
        </message>
        <message>
            <source>{card} is not in your hand</source>
            <comment>illegal.card_not_held</comment>
            <translation>{card}は手札にありません。</translation>
        </message>
        <message>
            <source>the deal is over</source>
            <comment>illegal.deal_over</comment>
            <translation>このディールは終わりました。</translation>
        </message>
        <message>
            <source>the cards are still being dealt</source>
            <comment>illegal.dealing</comment>
            <translation>まだカードを配っています。</translation>
        </message>
        <message>
            <source>{card} has been dealt already</source>
            <comment>illegal.dealt_already</comment>
            <translation>{card}はもう配られています。</translation>
        </message>
        <message>
            <source>accept or refuse the poverty</source>
            <comment>illegal.doppelkopf.accept_or_refuse</comment>
            <translation>アルムートの交換に応じるか断ってください。</translation>
        </message>
        <message>
            <source>the {party} party has already announced that</source>
            <comment>illegal.doppelkopf.already_announced</comment>
            <translation>{party}はすでにそれを宣言しています。</translation>
        </message>
        <message>
            <source>announcements are made once the game is settled, during the play</source>
            <comment>illegal.doppelkopf.announce_during_play</comment>
            <translation>宣言はゲームが決まってから、プレイ中に行います。</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>illegal.doppelkopf.announcement.kontra</comment>
            <translation>コントラ</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>illegal.doppelkopf.announcement.re</comment>
            <translation>レー</translation>
        </message>
        <message>
            <source>that announcement is not possible now</source>
            <comment>illegal.doppelkopf.announcement_impossible</comment>
            <translation>今はその宣言はできません。</translation>
        </message>
        <message>
            <source>play a card or make an announcement</source>
            <comment>illegal.doppelkopf.card_or_announcement</comment>
            <translation>カードを出すか、宣言してください。</translation>
        </message>
        <message>
            <source>give back three cards from the hand</source>
            <comment>illegal.doppelkopf.give_back_three</comment>
            <translation>手札から3枚返してください。</translation>
        </message>
        <message>
            <source>say healthy or reservation</source>
            <comment>illegal.doppelkopf.healthy_or_reservation</comment>
            <translation>普通のゲームか保留を宣言してください。</translation>
        </message>
        <message>
            <source>{seat} holds no {card}</source>
            <comment>illegal.doppelkopf.holds_no</comment>
            <translation>{seat}は{card}を持っていません。</translation>
        </message>
        <message>
            <source>no announcements before the marriage partner is found</source>
            <comment>illegal.doppelkopf.marriage_first</comment>
            <translation>マリッジのパートナーが決まるまで宣言できません。</translation>
        </message>
        <message>
            <source>{seat} belongs to no party yet</source>
            <comment>illegal.doppelkopf.no_party_yet</comment>
            <translation>{seat}はまだどちらのチームにも属していません。</translation>
        </message>
        <message>
            <source>only announcements may be made out of turn</source>
            <comment>illegal.doppelkopf.only_announcements</comment>
            <translation>手番以外でできるのは宣言だけです。</translation>
        </message>
        <message>
            <source>this reservation can only be the marriage</source>
            <comment>illegal.doppelkopf.only_marriage</comment>
            <translation>この保留はマリッジしかありえません。</translation>
        </message>
        <message>
            <source>only the {party} party may announce {announcement}</source>
            <comment>illegal.doppelkopf.only_party_announces</comment>
            <translation>{announcement}を宣言できるのは{party}だけです。</translation>
        </message>
        <message>
            <source>this reservation can only be the poverty</source>
            <comment>illegal.doppelkopf.only_poverty</comment>
            <translation>この保留はアルムートしかありえません。</translation>
        </message>
        <message>
            <source>the three cards passed must include every trump</source>
            <comment>illegal.doppelkopf.pass_every_trump</comment>
            <translation>渡す3枚には切り札をすべて含めなければなりません。</translation>
        </message>
        <message>
            <source>pass three cards from the hand</source>
            <comment>illegal.doppelkopf.pass_three</comment>
            <translation>手札から3枚渡してください。</translation>
        </message>
        <message>
            <source>a poverty needs three or fewer trumps</source>
            <comment>illegal.doppelkopf.poverty_needs</comment>
            <translation>アルムートは切り札が3枚以下のときだけです。</translation>
        </message>
        <message>
            <source>declare the poverty or pass</source>
            <comment>illegal.doppelkopf.poverty_or_pass</comment>
            <translation>アルムートを宣言するかパスしてください。</translation>
        </message>
        <message>
            <source>a redeal needs 84 or more card points or at most two trumps in hand</source>
            <comment>illegal.doppelkopf.redeal_needs</comment>
            <translation>配り直しの要求は、手札のカードポイントが84点以上か切り札が2枚以下のときだけです。</translation>
        </message>
        <message>
            <source>a reservation that is neither a poverty nor a marriage must be a solo</source>
            <comment>illegal.doppelkopf.reservation_is_solo</comment>
            <translation>アルムートでもマリッジでもない保留はソロでなければなりません。</translation>
        </message>
        <message>
            <source>say how many trumps were given back</source>
            <comment>illegal.doppelkopf.say_trumps_back</comment>
            <translation>返した切り札の枚数を宣言してください。</translation>
        </message>
        <message>
            <source>{seat} sits out this deal</source>
            <comment>illegal.doppelkopf.sits_out</comment>
            <translation>{seat}はこのディールは休みです。</translation>
        </message>
        <message>
            <source>declare a solo or pass</source>
            <comment>illegal.doppelkopf.solo_or_pass</comment>
            <translation>ソロを宣言するかパスしてください。</translation>
        </message>
        <message>
            <source>a solo must outrank the solo already declared</source>
            <comment>illegal.doppelkopf.solo_outrank</comment>
            <translation>ソロはすでに宣言されたソロより強くなければなりません。</translation>
        </message>
        <message>
            <source>the soloist declared the solo without Re and makes no announcements</source>
            <comment>illegal.doppelkopf.soloist_mute</comment>
            <translation>ソロプレイヤーはレー宣言なしでソロを宣言したので、宣言できません。</translation>
        </message>
        <message>
            <source>must follow {suit}</source>
            <comment>illegal.must_follow</comment>
            <translation>マストフォロー：{suit}を出してください。</translation>
        </message>
        <message>
            <source>must follow trump</source>
            <comment>illegal.must_follow_trump</comment>
            <translation>マストフォロー：切り札を出してください。</translation>
        </message>
        <message>
            <source>not an action</source>
            <comment>illegal.not_an_action</comment>
            <translation>それは有効な操作ではありません。</translation>
        </message>
        <message>
            <source>that is not one of the legal actions now</source>
            <comment>illegal.not_legal</comment>
            <translation>今はその手は選べません。</translation>
        </message>
        <message>
            <source>it is not that player's turn</source>
            <comment>illegal.not_your_turn</comment>
            <translation>そのプレイヤーの番ではありません。</translation>
        </message>
        <message>
            <source>a card must be played</source>
            <comment>illegal.play_a_card</comment>
            <translation>カードを出してください。</translation>
        </message>
        <message>
            <source>the partner game alone needs all three callable aces</source>
            <comment>illegal.schafkopf.alone_needs_aces</comment>
            <translation>単独のパートナーゲームには呼べるエース3枚すべてが必要です。</translation>
        </message>
        <message>
            <source>the game announced must be at least {game}</source>
            <comment>illegal.schafkopf.at_least</comment>
            <translation>宣言するゲームは少なくとも{game}でなければなりません。</translation>
        </message>
        <message>
            <source>you can call the {suit}-Sau only holding another {suit} card (not Ober or Unter)</source>
            <comment>illegal.schafkopf.call_needs_suit</comment>
            <translation>{suit}のエースを呼べるのは、O・U以外の{suit}のカードを持っているときだけです。</translation>
        </message>
        <message>
            <source>you cannot call the {suit}-Sau: you hold it</source>
            <comment>illegal.schafkopf.call_own_ace</comment>
            <translation>{suit}のエースは自分で持っているので呼べません。</translation>
        </message>
        <message>
            <source>that card may not be played now</source>
            <comment>illegal.schafkopf.card_not_now</comment>
            <translation>今はそのカードを出せません。</translation>
        </message>
        <message>
            <source>now a card must be played</source>
            <comment>illegal.schafkopf.card_now</comment>
            <translation>今はカードを出してください。</translation>
        </message>
        <message>
            <source>the first player to play names no game: say 'play' or 'pass'</source>
            <comment>illegal.schafkopf.first_names_no_game</comment>
            <translation>最初にプレイする人はゲームの種類を言いません。「プレイ」か「パス」を宣言してください。</translation>
        </message>
        <message>
            <source>only the earlier bidder may hold, when a later one names a stronger game</source>
            <comment>illegal.schafkopf.hold_only_earlier</comment>
            <translation>後の人がより強いゲームを宣言したとき、同じゲームを宣言（プレイ）できるのは先に宣言した人だけです。</translation>
        </message>
        <message>
            <source>the earlier bidder holds (names the same game) or passes</source>
            <comment>illegal.schafkopf.holder_answers</comment>
            <translation>前の人は同じゲームを宣言（プレイ）するかパスします。</translation>
        </message>
        <message>
            <source>may not discard the called ace before the last trick</source>
            <comment>illegal.schafkopf.keep_called_ace</comment>
            <translation>呼んだエースは最後のトリックまで捨てられません。</translation>
        </message>
        <message>
            <source>now each player knocks or not</source>
            <comment>illegal.schafkopf.knock_or_not</comment>
            <translation>今は各プレイヤーがノックするかどうかを決めます。</translation>
        </message>
        <message>
            <source>only an opponent of the declarer may say Kontra</source>
            <comment>illegal.schafkopf.kontra_only_opponent</comment>
            <translation>コントラを言えるのはデクレアラーの相手だけです。</translation>
        </message>
        <message>
            <source>now the opponents say Kontra or not</source>
            <comment>illegal.schafkopf.kontra_or_not</comment>
            <translation>今は相手側がコントラを言うかどうかを決めます。</translation>
        </message>
        <message>
            <source>may not lead the called suit except with the ace unless you hold four or more</source>
            <comment>illegal.schafkopf.no_running_away</comment>
            <translation>呼ばれたスートは、4枚以上持っていない限りエースでしかリードできません。</translation>
        </message>
        <message>
            <source>you do not hold the {card}</source>
            <comment>illegal.schafkopf.not_held</comment>
            <translation>{card}を持っていません。</translation>
        </message>
        <message>
            <source>{game} is not played at this table</source>
            <comment>illegal.schafkopf.not_played</comment>
            <translation>このテーブルでは{game}はプレイしません。</translation>
        </message>
        <message>
            <source>an overcall must name a game stronger than {game}</source>
            <comment>illegal.schafkopf.overcall_stronger</comment>
            <translation>{game}より強いゲームを宣言しなければなりません。</translation>
        </message>
        <message>
            <source>the partner game</source>
            <comment>illegal.schafkopf.partner_game</comment>
            <translation>パートナーゲーム</translation>
        </message>
        <message>
            <source>must play the called ace ({ace})</source>
            <comment>illegal.schafkopf.play_called_ace</comment>
            <translation>呼んだエース（{ace}）を出さなければなりません。</translation>
        </message>
        <message>
            <source>say 'play' or 'pass'</source>
            <comment>illegal.schafkopf.play_or_pass</comment>
            <translation>「プレイ」か「パス」を宣言してください。</translation>
        </message>
        <message>
            <source>only the declarer's side may say Re</source>
            <comment>illegal.schafkopf.re_only_side</comment>
            <translation>レを言えるのはデクレアラー側だけです。</translation>
        </message>
        <message>
            <source>now the declarer's side says Re or not</source>
            <comment>illegal.schafkopf.re_or_not</comment>
            <translation>今はデクレアラー側がレを言うかどうかを決めます。</translation>
        </message>
        <message>
            <source>a hand with every Ober and Unter is a Sie and must be shown</source>
            <comment>illegal.schafkopf.sie_shown</comment>
            <translation>OとUをすべて持つ手札はズィーで、公開しなければなりません。</translation>
        </message>
        <message>
            <source>someone already plays: name a game stronger than {game} or pass</source>
            <comment>illegal.schafkopf.someone_plays</comment>
            <translation>すでにプレイする人がいます。{game}より強いゲームを宣言するかパスしてください。</translation>
        </message>
        <message>
            <source>name a stronger game or pass</source>
            <comment>illegal.schafkopf.stronger_or_pass</comment>
            <translation>より強いゲームを宣言するかパスしてください。</translation>
        </message>
        <message>
            <source>a {suit} game needs a {suit} card other than Ober and Unter in your hand</source>
            <comment>illegal.schafkopf.suit_game_needs</comment>
            <translation>{suit}のゲームには、O・U以外の{suit}のカードが手札に必要です。</translation>
        </message>
        <message>
            <source>you cannot announce a game as high as that with this hand</source>
            <comment>illegal.schafkopf.too_high</comment>
            <translation>この手札ではそこまで強いゲームは宣言できません。</translation>
        </message>
        <message>
            <source>the auction's winner now announces a game</source>
            <comment>illegal.schafkopf.winner_announces</comment>
            <translation>ビッドの勝者がゲームを宣言します。</translation>
        </message>
        <message>
            <source>{seat} does not play this deal</source>
            <comment>illegal.seat_not_playing</comment>
            <translation>{seat}はこのディールに参加していません。</translation>
        </message>
        <message>
            <source>a buried card can never be the partner card</source>
            <comment>illegal.sheepshead.buried_not_partner</comment>
            <translation>ディスカードしたカードはパートナー指定カードにできません。</translation>
        </message>
        <message numerus="yes">
            <source>the picker buries {count} cards before play</source>
            <comment>illegal.sheepshead.bury_first</comment>
            <translation>
                <numerusform>デクレアラーはプレイ前に{count}枚ディスカードします。</numerusform>
            </translation>
        </message>
        <message>
            <source>the picker can bury only a card in hand</source>
            <comment>illegal.sheepshead.bury_from_hand</comment>
            <translation>ディスカードできるのは手札のカードだけです。</translation>
        </message>
        <message>
            <source>the picker calls a partner card or goes alone</source>
            <comment>illegal.sheepshead.call_or_alone</comment>
            <translation>デクレアラーはパートナー指定カードを指定するか、アローンでプレイします。</translation>
        </message>
        <message>
            <source>the picker holds all three fail aces and calls a ten</source>
            <comment>illegal.sheepshead.calls_ten</comment>
            <translation>デクレアラーは切り札でないAを3枚とも持っているので、10を指定します。</translation>
        </message>
        <message>
            <source>that card cannot be played now</source>
            <comment>illegal.sheepshead.cannot_play</comment>
            <translation>今はそのカードを出せません。</translation>
        </message>
        <message>
            <source>the partner card is a fail ace (a ten when the picker holds all three)</source>
            <comment>illegal.sheepshead.fail_ace</comment>
            <translation>パートナー指定カードは切り札でないA（3枚とも持っているときは10）です。</translation>
        </message>
        <message>
            <source>must follow {suit} with the unknown card</source>
            <comment>illegal.sheepshead.follow_with_unknown</comment>
            <translation>伏せたカードで{suit}をフォローしなければなりません。</translation>
        </message>
        <message>
            <source>the picker must hold a card of the called suit ({suit})</source>
            <comment>illegal.sheepshead.hold_called_suit</comment>
            <translation>デクレアラーは指定したスート（{suit}）のカードを持っていなければなりません。</translation>
        </message>
        <message>
            <source>with the jack of diamonds partner the picker calls DJ or goes alone</source>
            <comment>illegal.sheepshead.jack_partner</comment>
            <translation>ダイヤのJがパートナーのルールでは、デクレアラーはダイヤのJを指定するか、アローンでプレイします。</translation>
        </message>
        <message>
            <source>the called {card} may not be thrown off before {suit} is led</source>
            <comment>illegal.sheepshead.keep_called</comment>
            <translation>指定された{card}は{suit}がリードされるまで捨てられません。</translation>
        </message>
        <message>
            <source>the picker must keep the last {suit} card until {suit} is led</source>
            <comment>illegal.sheepshead.keep_last</comment>
            <translation>デクレアラーは{suit}がリードされるまで最後の{suit}のカードを残さなければなりません。</translation>
        </message>
        <message>
            <source>to lead {suit} the partner must lead the called {card}</source>
            <comment>illegal.sheepshead.lead_called</comment>
            <translation>{suit}をリードするなら、パートナーは指定された{card}をリードしなければなりません。</translation>
        </message>
        <message>
            <source>the picker cannot call a card of the picker's own</source>
            <comment>illegal.sheepshead.not_own</comment>
            <translation>デクレアラーは自分のカードを指定できません。</translation>
        </message>
        <message>
            <source>each player in turn picks up the blind or passes</source>
            <comment>illegal.sheepshead.pick_or_pass</comment>
            <translation>各プレイヤーは順番にブラインドをピックするかパスします。</translation>
        </message>
        <message>
            <source>the called {card} must be played the first time {suit} is led</source>
            <comment>illegal.sheepshead.play_called</comment>
            <translation>{suit}が最初にリードされたとき、指定された{card}を出さなければなりません。</translation>
        </message>
        <message>
            <source>play a card</source>
            <comment>illegal.sheepshead.play_card</comment>
            <translation>カードを出してください。</translation>
        </message>
        <message>
            <source>a ten is called only when the picker holds all three fail aces</source>
            <comment>illegal.sheepshead.ten_only</comment>
            <translation>10を指定できるのは、デクレアラーが切り札でないAを3枚とも持っているときだけです。</translation>
        </message>
        <message>
            <source>the picker puts one card face down as the unknown card</source>
            <comment>illegal.sheepshead.under_first</comment>
            <translation>デクレアラーは1枚を伏せたカードとして裏向きに置きます。</translation>
        </message>
        <message>
            <source>the picker can put face down as the unknown card only a card in hand</source>
            <comment>illegal.sheepshead.under_from_hand</comment>
            <translation>伏せたカードにできるのは手札のカードだけです。</translation>
        </message>
        <message>
            <source>an unknown card is called only when the picker can call no card</source>
            <comment>illegal.sheepshead.unknown_only</comment>
            <translation>伏せたカードを指定できるのは、ほかに指定できるカードがないときだけです。</translation>
        </message>
        <message>
            <source>only the picker plays an unknown card, once</source>
            <comment>illegal.sheepshead.unknown_picker_once</comment>
            <translation>伏せたカードを出せるのはデクレアラーだけで、1回だけです。</translation>
        </message>
        <message>
            <source>the unknown card is played the first time {suit} is led</source>
            <comment>illegal.sheepshead.unknown_when_led</comment>
            <translation>伏せたカードは{suit}が最初にリードされたときに出します。</translation>
        </message>
        <message>
            <source>Schneider, Schwarz and Ouvert can be announced only in hand games, and the skat has been picked up</source>
            <comment>illegal.skat.announce_only_hand</comment>
            <translation>シュナイダー、シュワルツ、ウヴェアの宣言はハンドゲームでのみできますが、スカートはもう取られています。</translation>
        </message>
        <message>
            <source>the declarer answers Kontra with re or p</source>
            <comment>illegal.skat.answer_kontra</comment>
            <translation>デクレアラーはコントラに対してレを宣言するかパスします。</translation>
        </message>
        <message>
            <source>a bid must be higher than {bid}</source>
            <comment>illegal.skat.bid_higher</comment>
            <translation>ビッドは{bid}より高くなければなりません。</translation>
        </message>
        <message>
            <source>the player being bid to holds (y) or passes (p); only the bidder names values</source>
            <comment>illegal.skat.bidder_names_values</comment>
            <translation>後手は「受ける」か「パス」です。数字を言うのは先手だけです。</translation>
        </message>
        <message>
            <source>during the bidding only bids, y and p are possible</source>
            <comment>illegal.skat.bidding_only</comment>
            <translation>ビッド中はビッド、受ける、パスしかできません。</translation>
        </message>
        <message>
            <source>the declarer has conceded: name the hand game given up</source>
            <comment>illegal.skat.conceded_name_game</comment>
            <translation>デクレアラーは降りました。降りたハンドゲームを宣言してください。</translation>
        </message>
        <message>
            <source>the skat has been picked up, so the game can no longer be a hand game</source>
            <comment>illegal.skat.hand_after_pick_up</comment>
            <translation>スカートを取ったので、もうハンドゲームにはできません。</translation>
        </message>
        <message>
            <source>only the player being bid to can hold</source>
            <comment>illegal.skat.hold_only_asked</comment>
            <translation>受けることができるのは後手だけです。</translation>
        </message>
        <message>
            <source>Kontra is said once the game is declared</source>
            <comment>illegal.skat.kontra_after_declaring</comment>
            <translation>コントラはゲームが宣言されてから言えます。</translation>
        </message>
        <message>
            <source>Kontra must be said before the defender's first card</source>
            <comment>illegal.skat.kontra_before_first_card</comment>
            <translation>コントラは防御側が最初のカードを出す前に言わなければなりません。</translation>
        </message>
        <message>
            <source>Kontra is not part of these rules</source>
            <comment>illegal.skat.kontra_not_in_rules</comment>
            <translation>このルールにはコントラがありません。</translation>
        </message>
        <message>
            <source>only a defender may say Kontra</source>
            <comment>illegal.skat.kontra_only_defender</comment>
            <translation>コントラを言えるのは防御側だけです。</translation>
        </message>
        <message>
            <source>Kontra has been said already</source>
            <comment>illegal.skat.kontra_said</comment>
            <translation>コントラはもう宣言されています。</translation>
        </message>
        <message>
            <source>the declarer must declare a game</source>
            <comment>illegal.skat.must_declare</comment>
            <translation>デクレアラーはゲームを宣言しなければなりません。</translation>
        </message>
        <message>
            <source>jacks may not be passed on in Schieberamsch</source>
            <comment>illegal.skat.no_jacks_passed</comment>
            <translation>シャイベラムシュではJを回せません。</translation>
        </message>
        <message>
            <source>there is no Kontra in Null</source>
            <comment>illegal.skat.no_kontra_null</comment>
            <translation>ヌルにはコントラがありません。</translation>
        </message>
        <message>
            <source>there is no Kontra in Ramsch</source>
            <comment>illegal.skat.no_kontra_ramsch</comment>
            <translation>ラムシュにはコントラがありません。</translation>
        </message>
        <message>
            <source>{action} is not a Skat action</source>
            <comment>illegal.skat.no_such_action</comment>
            <translation>{action}はスカートの手ではありません。</translation>
        </message>
        <message>
            <source>{card} is not in the hand</source>
            <comment>illegal.skat.not_in_hand</comment>
            <translation>{card}は手札にありません。</translation>
        </message>
        <message>
            <source>announcements and the games after picking up the skat need the skat picked up first; declare a hand game or pick up (s)</source>
            <comment>illegal.skat.pick_up_first</comment>
            <translation>宣言やスカートを取った後のゲームは、先にスカートを取る必要があります。ハンドゲームを宣言するか、スカートを取ってください。</translation>
        </message>
        <message>
            <source>the declarer picks up the skat (s) or declares a hand game</source>
            <comment>illegal.skat.pick_up_or_hand</comment>
            <translation>デクレアラーはスカートを取るか、ハンドゲームを宣言します。</translation>
        </message>
        <message>
            <source>two cards must be put away first</source>
            <comment>illegal.skat.put_away_first</comment>
            <translation>先に2枚を捨て札してください。</translation>
        </message>
        <message>
            <source>Re is said only by the declarer, right after a Kontra</source>
            <comment>illegal.skat.re_only_declarer</comment>
            <translation>レを言えるのはデクレアラーだけで、コントラの直後です。</translation>
        </message>
        <message>
            <source>take the skat (s) or pass it on unseen (p)</source>
            <comment>illegal.skat.take_or_pass_on</comment>
            <translation>スカートを取るか、見ずに回してください。</translation>
        </message>
        <message>
            <source>declarer</source>
            <comment>result.side.declarer</comment>
            <translation>デクレアラー</translation>
        </message>
        <message>
            <source>defenders</source>
            <comment>result.side.defenders</comment>
            <translation>防御側</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>result.side.kontra</comment>
            <translation>防御チーム</translation>
        </message>
        <message>
            <source>picker's side</source>
            <comment>result.side.picker</comment>
            <translation>デクレアラー側</translation>
        </message>
        <message>
            <source>{seat}</source>
            <comment>result.side.player</comment>
            <translation>{seat}</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>result.side.re</comment>
            <translation>攻撃チーム</translation>
        </message>
        <message>
            <source>soloist</source>
            <comment>result.side.soloist</comment>
            <translation>ソロプレイヤー</translation>
        </message>
        <message>
            <source>to take every trick</source>
            <comment>result.target.all_tricks</comment>
            <translation>全トリックを取る</translation>
        </message>
        <message numerus="yes">
            <source>{points} or more card points</source>
            <comment>result.target.at_least</comment>
            <translation>
                <numerusform>{points}点以上のカードポイント</numerusform>
            </translation>
        </message>
        <message>
            <source>one trick, against the other side's schwarz</source>
            <comment>result.target.doppelkopf.a_trick</comment>
            <translation>相手チームのシュワルツ宣言に対して1トリック</translation>
        </message>
        <message numerus="yes">
            <source>{points} or more card points, and every trick</source>
            <comment>result.target.doppelkopf.schwarz</comment>
            <translation>
                <numerusform>{points}点以上のカードポイントと全トリック</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{points} or more card points, and the other side under {limit}</source>
            <comment>result.target.doppelkopf.under</comment>
            <translation>
                <numerusform>{points}点以上のカードポイント、かつ相手チームが{limit}点未満</numerusform>
            </translation>
        </message>
        <message>
            <source>not the most card points (the most loses)</source>
            <comment>result.target.fewest</comment>
            <translation>最多のカードポイントを取らない（最多が負け）</translation>
        </message>
        <message>
            <source>the fewest card points, with at least one trick</source>
            <comment>result.target.least</comment>
            <translation>1トリック以上取り、カードポイントが最少</translation>
        </message>
        <message>
            <source>to take no trick</source>
            <comment>result.target.no_trick</comment>
            <translation>1トリックも取らない</translation>
        </message>
        <message>
            <source>to make the declarer take a trick</source>
            <comment>result.target.one_trick</comment>
            <translation>デクレアラーに1トリック取らせる</translation>
        </message>
        <message>
            <source>Everybody passed.</source>
            <comment>result.verdict.all_passed</comment>
            <translation>全員パスしました。</translation>
        </message>
        <message>
            <source>The declarer conceded.</source>
            <comment>result.verdict.conceded</comment>
            <translation>デクレアラーが降りました。</translation>
        </message>
        <message>
            <source>The declarer and partner won.</source>
            <comment>result.verdict.declarer_side_won</comment>
            <translation>デクレアラーとパートナーの勝ち。</translation>
        </message>
        <message>
            <source>The declarer won.</source>
            <comment>result.verdict.declarer_won</comment>
            <translation>デクレアラーの勝ち。</translation>
        </message>
        <message>
            <source>The defenders won.</source>
            <comment>result.verdict.defenders_won</comment>
            <translation>防御側の勝ち。</translation>
        </message>
        <message>
            <source>{seat} took every trick (Durchmarsch).</source>
            <comment>result.verdict.durchmarsch</comment>
            <translation>{seat}が全トリックを取りました（グランドスラム）。</translation>
        </message>
        <message>
            <source>The Kontra party won.</source>
            <comment>result.verdict.kontra_won</comment>
            <translation>防御チームの勝ち。</translation>
        </message>
        <message>
            <source>{seat} took the most card points and loses.</source>
            <comment>result.verdict.loser</comment>
            <translation>{seat}のカードポイントが最多なので負けです。</translation>
        </message>
        <message>
            <source>Nobody won: both sides missed what they announced.</source>
            <comment>result.verdict.nobody</comment>
            <translation>引き分け：両チームとも宣言を達成できませんでした。</translation>
        </message>
        <message>
            <source>The declarer lost: the game was worth {value}, less than the bid of {bid}.</source>
            <comment>result.verdict.overbid</comment>
            <translation>デクレアラーの負け：ゲーム点{value}がビッド{bid}に届きませんでした。</translation>
        </message>
        <message>
            <source>The picker's side won.</source>
            <comment>result.verdict.picker_won</comment>
            <translation>デクレアラー側の勝ち。</translation>
        </message>
        <message>
            <source>{seat} won.</source>
            <comment>result.verdict.player_won</comment>
            <translation>{seat}の勝ち。</translation>
        </message>
        <message>
            <source>You won.</source>
            <comment>result.verdict.player_won.you</comment>
            <translation>あなたの勝ち。</translation>
        </message>
        <message>
            <source>The Re party won.</source>
            <comment>result.verdict.re_won</comment>
            <translation>攻撃チームの勝ち。</translation>
        </message>
        <message>
            <source>The soloist won.</source>
            <comment>result.verdict.soloist_won</comment>
            <translation>ソロプレイヤーの勝ち。</translation>
        </message>
        <message>
            <source>{side} won.</source>
            <comment>result.verdict.won</comment>
            <translation>{side}の勝ち。</translation>
        </message>
        <message>
            <source>When all pass</source>
            <comment>rule.all_pass</comment>
            <translation>全員パスのとき</translation>
        </message>
        <message>
            <source>Payment when all pass</source>
            <comment>rule.all_pass_tariff</comment>
            <translation>全員パスの支払い</translation>
        </message>
        <message>
            <source>Blind to the last trick</source>
            <comment>rule.blind_to_last_trick</comment>
            <translation>最後のトリックを取った人がブラインドも取る</translation>
        </message>
        <message>
            <source>Charlie caught</source>
            <comment>rule.charlie_caught</comment>
            <translation>チャーリー獲得</translation>
        </message>
        <message>
            <source>A ♣J the other side wins in the last trick scores a point for that side.</source>
            <comment>rule.doppelkopf.charlie_caught.summary</comment>
            <translation>最後のトリックで相手チームが♣J（チャーリー）を取ると、そのチームに1点。</translation>
        </message>
        <message>
            <source>The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.</source>
            <comment>rule.doppelkopf.forty_cards.summary</comment>
            <translation>9を除いた40枚のバリエーション：各10枚、配り直しの権利、Q・Jソロ、ソロの順位、5枚目まで宣言可、最後のトリックのフォックス2点、防御チームの勝利ボーナス1点。</translation>
        </message>
        <message>
            <source>With the second ♥10 rule: in the last trick the first ♥10 still wins.</source>
            <comment>rule.doppelkopf.heart_ten_first_in_last_trick.summary</comment>
            <translation>2枚目の♥10のルールでも、最後のトリックでは1枚目の♥10が勝ちます。</translation>
        </message>
        <message>
            <source>When both ♥10 fall in one trick, the second beats the first.</source>
            <comment>rule.doppelkopf.second_heart_ten_wins.summary</comment>
            <translation>1つのトリックに♥10が2枚出たら、2枚目が1枚目に勝ちます。</translation>
        </message>
        <message>
            <source>Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".</source>
            <comment>rule.doppelkopf.solo_auction.summary</comment>
            <translation>複数のプレイヤーがソロを望むときは「90」「60」「30」「シュワルツ」でビッドします。</translation>
        </message>
        <message>
            <source>Tournament list: 24 deals (25 with five); everyone owes one forced solo, which outranks other solos, is led by the soloist and is dealt again by the same dealer.</source>
            <comment>rule.doppelkopf.tournament.summary</comment>
            <translation>トーナメント：24ディール（5人なら25）。全員が強制ソロを1回行い、それは他のソロより強く、ソロプレイヤーがリードし、同じディーラーが配り直します。</translation>
        </message>
        <message>
            <source>40 cards (no nines)</source>
            <comment>rule.forty_cards</comment>
            <translation>40枚（9なし）</translation>
        </message>
        <message>
            <source>First ♥10 wins the last trick</source>
            <comment>rule.heart_ten_first_in_last_trick</comment>
            <translation>最後のトリックでは1枚目のハートの10が勝つ</translation>
        </message>
        <message>
            <source>Knocking (Klopfen)</source>
            <comment>rule.klopfen</comment>
            <translation>ノック</translation>
        </message>
        <message>
            <source>Kontra and Re</source>
            <comment>rule.kontra_re</comment>
            <translation>コントラ／レ</translation>
        </message>
        <message>
            <source>When nobody picks</source>
            <comment>rule.no_pick</comment>
            <translation>誰もピックしないとき</translation>
        </message>
        <message>
            <source>{name}</source>
            <comment>rule.other</comment>
            <translation>{name}</translation>
        </message>
        <message>
            <source>{summary}</source>
            <comment>rule.other.summary</comment>
            <translation>{summary}</translation>
        </message>
        <message>
            <source>Partner</source>
            <comment>rule.partner</comment>
            <translation>パートナー</translation>
        </message>
        <message>
            <source>Partner game tariff</source>
            <comment>rule.partner_tariff</comment>
            <translation>パートナーゲームの得点</translation>
        </message>
        <message>
            <source>Pass jacks on</source>
            <comment>rule.pass_jacks</comment>
            <translation>Jも回せる</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <comment>rule.ramsch</comment>
            <translation>ラムシュ</translation>
        </message>
        <message>
            <source>Ramsch tariff</source>
            <comment>rule.ramsch_tariff</comment>
            <translation>ラムシュの得点</translation>
        </message>
        <message>
            <source>Rounds</source>
            <comment>rule.rounds</comment>
            <translation>ラウンド数</translation>
        </message>
        <message>
            <source>Tariff per runner</source>
            <comment>rule.runner_tariff</comment>
            <translation>ランナー1枚の得点</translation>
        </message>
        <message>
            <source>Runners (Laufende)</source>
            <comment>rule.runners</comment>
            <translation>ランナー</translation>
        </message>
        <message>
            <source>Runners continue into the trump suit</source>
            <comment>rule.runners_into_suit</comment>
            <translation>ランナーは切り札スートに続く</translation>
        </message>
        <message>
            <source>When all pass: the same dealer deals again, Ramsch is played, or the cards are thrown in and paid for.</source>
            <comment>rule.schafkopf.all_pass.summary</comment>
            <translation>全員パスのとき：同じディーラーが配り直す、ラムシュをプレイする、またはカードを捨てて支払う。</translation>
        </message>
        <message>
            <source>When the cards are thrown in and paid for: what the first player and the dealer each pay.</source>
            <comment>rule.schafkopf.all_pass_tariff.summary</comment>
            <translation>カードを捨てて支払うとき、最初のプレイヤーとディーラーがそれぞれ支払う点数。</translation>
        </message>
        <message>
            <source>Each player may knock once after the deal, before the auction; each knock doubles the price.</source>
            <comment>rule.schafkopf.klopfen.summary</comment>
            <translation>配った後、ビッドの前に各プレイヤーは1回ノックでき、ノックごとに得点が2倍になります。</translation>
        </message>
        <message>
            <source>An opponent may double with Kontra before the first card; the declarer's side may redouble with Re.</source>
            <comment>rule.schafkopf.kontra_re.summary</comment>
            <translation>相手は最初のカードの前にコントラで2倍にでき、デクレアラー側はレでさらに2倍にできます。</translation>
        </message>
        <message>
            <source>What each player of the partner game (Sauspiel) receives from or pays to one opponent.</source>
            <comment>rule.schafkopf.partner_tariff.summary</comment>
            <translation>パートナーゲームの各プレイヤーが相手1人から受け取る、または支払う点数。</translation>
        </message>
        <message>
            <source>In Ramsch, what the loser pays each other player (doubled for each player without a trick).</source>
            <comment>rule.schafkopf.ramsch_tariff.summary</comment>
            <translation>ラムシュで負けたプレイヤーが他の各プレイヤーに支払う点数（トリックなしのプレイヤーごとに2倍）。</translation>
        </message>
        <message>
            <source>Added to the price for each runner.</source>
            <comment>rule.schafkopf.runner_tariff.summary</comment>
            <translation>ランナー1枚ごとに得点に加算。</translation>
        </message>
        <message>
            <source>Runners (Laufende) raise the price.</source>
            <comment>rule.schafkopf.runners.summary</comment>
            <translation>ランナーで得点が上がります。</translation>
        </message>
        <message>
            <source>Fewest runners that count in a Geier.</source>
            <comment>rule.schafkopf.runners_from_geier.summary</comment>
            <translation>ガイアーでランナーが数えられる最少枚数。</translation>
        </message>
        <message>
            <source>Fewest runners that count in the partner game.</source>
            <comment>rule.schafkopf.runners_from_partner.summary</comment>
            <translation>パートナーゲームでランナーが数えられる最少枚数。</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit solo.</source>
            <comment>rule.schafkopf.runners_from_solo.summary</comment>
            <translation>スート・ソロでランナーが数えられる最少枚数。</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit Geier.</source>
            <comment>rule.schafkopf.runners_from_suit_geier.summary</comment>
            <translation>スート・ガイアーでランナーが数えられる最少枚数。</translation>
        </message>
        <message>
            <source>Fewest runners that count in a suit Wenz.</source>
            <comment>rule.schafkopf.runners_from_suit_wenz.summary</comment>
            <translation>スート・ベンツでランナーが数えられる最少枚数。</translation>
        </message>
        <message>
            <source>Fewest runners that count in a Wenz.</source>
            <comment>rule.schafkopf.runners_from_wenz.summary</comment>
            <translation>ベンツでランナーが数えられる最少枚数。</translation>
        </message>
        <message>
            <source>In suit Wenz and suit Geier the run of runners carries on into the trump suit.</source>
            <comment>rule.schafkopf.runners_into_suit.summary</comment>
            <translation>スート・ベンツとスート・ガイアーでは、ランナーが切り札スートに続けて数えられます。</translation>
        </message>
        <message>
            <source>Added to the price when a side is Schneider.</source>
            <comment>rule.schafkopf.schneider_tariff.summary</comment>
            <translation>どちらかのチームがシュナイダーのとき得点に加算。</translation>
        </message>
        <message>
            <source>Added again when a side takes no trick (Schwarz).</source>
            <comment>rule.schafkopf.schwarz_tariff.summary</comment>
            <translation>どちらかのチームがトリックを1つも取れないとき（シュワルツ）さらに加算。</translation>
        </message>
        <message>
            <source>Play with 24 cards (no sevens and eights), six each.</source>
            <comment>rule.schafkopf.short_deck.summary</comment>
            <translation>24枚（7と8を除く）で各6枚ずつプレイします。</translation>
        </message>
        <message>
            <source>What each opponent pays to or receives from the declarer of a solo, Wenz or Geier.</source>
            <comment>rule.schafkopf.solo_tariff.summary</comment>
            <translation>ソロ、ベンツ、ガイアーで各相手がデクレアラーに支払う、または受け取る点数。</translation>
        </message>
        <message>
            <source>Suit Geier (Farbgeier: Obers and one suit trump) may be played.</source>
            <comment>rule.schafkopf.suit_geier.summary</comment>
            <translation>スート・ガイアー（Oと指定したスートが切り札）をプレイできます。</translation>
        </message>
        <message>
            <source>Suit Wenz (Farbwenz: Unters and one suit trump) may be played.</source>
            <comment>rule.schafkopf.suit_wenz.summary</comment>
            <translation>スート・ベンツ（Uと指定したスートが切り札）をプレイできます。</translation>
        </message>
        <message>
            <source>Schneider tariff</source>
            <comment>rule.schneider_tariff</comment>
            <translation>シュナイダーの得点</translation>
        </message>
        <message>
            <source>Schwarz tariff</source>
            <comment>rule.schwarz_tariff</comment>
            <translation>シュワルツの得点</translation>
        </message>
        <message>
            <source>Scoring</source>
            <comment>rule.scoring</comment>
            <translation>得点方式</translation>
        </message>
        <message>
            <source>Second ♥10 beats the first</source>
            <comment>rule.second_heart_ten_wins</comment>
            <translation>2枚目のハートの10が勝つ</translation>
        </message>
        <message>
            <source>In a Leaster the winner of the last trick also takes the blind.</source>
            <comment>rule.sheepshead.blind_to_last_trick.summary</comment>
            <translation>リースターでは最後のトリックの勝者がブラインドも取ります。</translation>
        </message>
        <message>
            <source>When nobody picks: play a Leaster (fewest card points wins), or throw the cards in as a doubler so the next deal counts double.</source>
            <comment>rule.sheepshead.no_pick.summary</comment>
            <translation>誰もピックしないとき：リースター（カードポイント最少が勝ち）をプレイするか、ダブラーとして次のディールを2倍にします。</translation>
        </message>
        <message>
            <source>Five players: the picker calls a fail ace for a partner, or the holder of the jack of diamonds is the partner.</source>
            <comment>rule.sheepshead.partner.summary</comment>
            <translation>5人のとき：デクレアラーが切り札でないAをパートナー指定カードとして指定するか、ダイヤのJを持つ人がパートナーになります。</translation>
        </message>
        <message>
            <source>Short deck</source>
            <comment>rule.short_deck</comment>
            <translation>24枚のデッキ</translation>
        </message>
        <message>
            <source>A defender may double with Kontra before playing their first card, the declarer redouble with Re (not in Null).</source>
            <comment>rule.skat.kontra_re.summary</comment>
            <translation>防御側は最初のカードを出す前にコントラで2倍にでき、デクレアラーはレでさらに2倍にできます（ヌルを除く）。</translation>
        </message>
        <message>
            <source>Schieberamsch: jacks may be passed on with the skat.</source>
            <comment>rule.skat.pass_jacks.summary</comment>
            <translation>シャイベラムシュ：Jもスカートと一緒に回してよい。</translation>
        </message>
        <message>
            <source>Game length in rounds; each round every player deals once (3 rounds = 9 deals at three).</source>
            <comment>rule.skat.rounds.summary</comment>
            <translation>ラウンド単位のゲームの長さです。各ラウンドで全員が1回ずつディーラーになります（3人なら3ラウンド＝9ディール）。</translation>
        </message>
        <message>
            <source>Solo auction</source>
            <comment>rule.solo_auction</comment>
            <translation>ソロのビッド</translation>
        </message>
        <message>
            <source>Solo tariff</source>
            <comment>rule.solo_tariff</comment>
            <translation>ソロの得点</translation>
        </message>
        <message>
            <source>Suit Geier (Farbgeier)</source>
            <comment>rule.suit_geier</comment>
            <translation>スート・ガイアー</translation>
        </message>
        <message>
            <source>Suit Wenz (Farbwenz)</source>
            <comment>rule.suit_wenz</comment>
            <translation>スート・ベンツ</translation>
        </message>
        <message>
            <source>Tournament</source>
            <comment>rule.tournament</comment>
            <translation>トーナメント</translation>
        </message>
        <message>
            <source>Adjusted</source>
            <comment>rule.value.adjusted</comment>
            <translation>調整版</translation>
        </message>
        <message>
            <source>Called ace</source>
            <comment>rule.value.called_ace</comment>
            <translation>パートナー指定カード（A）</translation>
        </message>
        <message>
            <source>Doubler</source>
            <comment>rule.value.doubler</comment>
            <translation>ダブラー</translation>
        </message>
        <message>
            <source>Jack of diamonds</source>
            <comment>rule.value.jack_of_diamonds</comment>
            <translation>ダイヤのJ</translation>
        </message>
        <message>
            <source>Leaster</source>
            <comment>rule.value.leaster</comment>
            <translation>リースター</translation>
        </message>
        <message>
            <source>{value}</source>
            <comment>rule.value.number</comment>
            <translation>{value}</translation>
        </message>
        <message>
            <source>off</source>
            <comment>rule.value.off</comment>
            <translation>オフ</translation>
        </message>
        <message>
            <source>on</source>
            <comment>rule.value.on</comment>
            <translation>オン</translation>
        </message>
        <message>
            <source>Pay</source>
            <comment>rule.value.pay</comment>
            <translation>支払い</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <comment>rule.value.ramsch</comment>
            <translation>ラムシュ</translation>
        </message>
        <message>
            <source>Redeal</source>
            <comment>rule.value.redeal</comment>
            <translation>配り直し</translation>
        </message>
        <message>
            <source>Schieberamsch</source>
            <comment>rule.value.schieberamsch</comment>
            <translation>シャイベラムシュ</translation>
        </message>
        <message>
            <source>Tournament (Seeger-Fabian)</source>
            <comment>rule.value.seeger_fabian</comment>
            <translation>大会ルール</translation>
        </message>
        <message>
            <source>Standard</source>
            <comment>rule.value.standard</comment>
            <translation>通常</translation>
        </message>
        <message>
            <source>won against the Re party</source>
            <comment>score.doppelkopf.against_re</comment>
            <translation>防御チームの勝利ボーナス</translation>
        </message>
        <message>
            <source>the Kontra party gets an extra point for beating the ♣Q holders</source>
            <comment>score.doppelkopf.against_re.note</comment>
            <translation>♣Qを持つチームに勝った防御チームに1点追加</translation>
        </message>
        <message>
            <source>an announcement doubles the stake: 2 game points</source>
            <comment>score.doppelkopf.announced.note</comment>
            <translation>宣言は得点を増やします：2点</translation>
        </message>
        <message>
            <source>{level} announced by {party}</source>
            <comment>score.doppelkopf.announced_by</comment>
            <translation>{party}の「{level}」宣言</translation>
        </message>
        <message>
            <source>each further announcement adds a game point</source>
            <comment>score.doppelkopf.announced_by.note</comment>
            <translation>追加の宣言ごとに1点</translation>
        </message>
        <message>
            <source>Charlie</source>
            <comment>score.doppelkopf.charlie</comment>
            <translation>チャーリー</translation>
        </message>
        <message>
            <source>the last trick was won with the ♣J</source>
            <comment>score.doppelkopf.charlie.note</comment>
            <translation>最後のトリックを♣Jで勝ちました</translation>
        </message>
        <message>
            <source>Charlie caught</source>
            <comment>score.doppelkopf.charlie_caught</comment>
            <translation>チャーリー獲得</translation>
        </message>
        <message>
            <source>the ♣J of {seat}, on the other side, was taken in the last trick</source>
            <comment>score.doppelkopf.charlie_caught.note</comment>
            <translation>相手チームの{seat}の♣Jを最後のトリックで取りました</translation>
        </message>
        <message>
            <source>defenders' win</source>
            <comment>score.doppelkopf.defenders_win</comment>
            <translation>防御チームの勝利ボーナス</translation>
        </message>
        <message>
            <source>Doppelkopf</source>
            <comment>score.doppelkopf.doppelkopf</comment>
            <translation>ドッペルコップ</translation>
        </message>
        <message numerus="yes">
            <source>a trick worth {points} card points (40 or more)</source>
            <comment>score.doppelkopf.doppelkopf.note</comment>
            <translation>
                <numerusform>{points}点（40点以上）のカードポイントのトリック</numerusform>
            </translation>
        </message>
        <message>
            <source>fox caught</source>
            <comment>score.doppelkopf.fox</comment>
            <translation>フォックス獲得</translation>
        </message>
        <message>
            <source>the fox (♦A) of {seat}, on the other side, was taken in a trick</source>
            <comment>score.doppelkopf.fox.note</comment>
            <translation>相手チームの{seat}のフォックス（♦A）をトリックで取りました</translation>
        </message>
        <message>
            <source>fox caught in the last trick</source>
            <comment>score.doppelkopf.fox_last</comment>
            <translation>最後のトリックでフォックス獲得</translation>
        </message>
        <message>
            <source>Kontra announced</source>
            <comment>score.doppelkopf.kontra_announced</comment>
            <translation>コントラ宣言</translation>
        </message>
        <message>
            <source>Kontra card points</source>
            <comment>score.doppelkopf.kontra_points</comment>
            <translation>防御チームのカードポイント</translation>
        </message>
        <message>
            <source>no 30</source>
            <comment>score.doppelkopf.level.no_30</comment>
            <translation>「30」</translation>
        </message>
        <message>
            <source>no 60</source>
            <comment>score.doppelkopf.level.no_60</comment>
            <translation>「60」</translation>
        </message>
        <message>
            <source>no 90</source>
            <comment>score.doppelkopf.level.no_90</comment>
            <translation>「90」</translation>
        </message>
        <message>
            <source>schwarz</source>
            <comment>score.doppelkopf.level.schwarz</comment>
            <translation>シュワルツ</translation>
        </message>
        <message>
            <source>nobody won: both sides failed their announcements</source>
            <comment>score.doppelkopf.nobody_won</comment>
            <translation>引き分け：両チームとも宣言を達成できませんでした</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>score.doppelkopf.party.kontra</comment>
            <translation>防御チーム</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>score.doppelkopf.party.re</comment>
            <translation>攻撃チーム</translation>
        </message>
        <message>
            <source>{party}: {line}</source>
            <comment>score.doppelkopf.party_line</comment>
            <translation>{party}：{line}</translation>
        </message>
        <message>
            <source>everybody refused the poverty</source>
            <comment>score.doppelkopf.poverty_refused</comment>
            <translation>全員がアルムートを断りました</translation>
        </message>
        <message>
            <source>Re announced</source>
            <comment>score.doppelkopf.re_announced</comment>
            <translation>レー宣言</translation>
        </message>
        <message>
            <source>Re card points</source>
            <comment>score.doppelkopf.re_points</comment>
            <translation>攻撃チームのカードポイント</translation>
        </message>
        <message>
            <source>{points} reached against {level}</source>
            <comment>score.doppelkopf.reached</comment>
            <translation>「{level}」に対して{points}点到達</translation>
        </message>
        <message>
            <source>enough card points to defeat the other side's announcement</source>
            <comment>score.doppelkopf.reached.note</comment>
            <translation>相手チームの宣言を破るのに十分なカードポイント</translation>
        </message>
        <message>
            <source>{seat} demanded a redeal</source>
            <comment>score.doppelkopf.redeal</comment>
            <translation>{seat}が配り直しを要求しました</translation>
        </message>
        <message>
            <source>{party} schwarz</source>
            <comment>score.doppelkopf.schwarz</comment>
            <translation>{party}がシュワルツ</translation>
        </message>
        <message>
            <source>the other side took no trick</source>
            <comment>score.doppelkopf.schwarz.note</comment>
            <translation>相手チームは1トリックも取りませんでした</translation>
        </message>
        <message>
            <source>the soloist scores three times</source>
            <comment>score.doppelkopf.soloist_three</comment>
            <translation>ソロプレイヤーは3倍</translation>
        </message>
        <message>
            <source>{party} under {limit}</source>
            <comment>score.doppelkopf.under</comment>
            <translation>{party}が{limit}点未満</translation>
        </message>
        <message numerus="yes">
            <source>the other side took fewer than {limit} card points</source>
            <comment>score.doppelkopf.under.note</comment>
            <translation>
                <numerusform>相手チームのカードポイントが{limit}点未満でした</numerusform>
            </translation>
        </message>
        <message>
            <source>game value for each Re player</source>
            <comment>score.doppelkopf.value_each_re</comment>
            <translation>攻撃チームの各プレイヤーの得点</translation>
        </message>
        <message>
            <source>the Re side's points minus the Kontra side's; each Kontra player pays it</source>
            <comment>score.doppelkopf.value_each_re.note</comment>
            <translation>攻撃チームの点から防御チームの点を引いたもの。防御チームの各プレイヤーが支払います</translation>
        </message>
        <message>
            <source>won</source>
            <comment>score.doppelkopf.won</comment>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>one game point for winning</source>
            <comment>score.doppelkopf.won.note</comment>
            <translation>勝利で1点</translation>
        </message>
        <message>
            <source>all passed: the first player and the dealer pay</source>
            <comment>score.schafkopf.all_passed_pay</comment>
            <translation>全員パス：最初のプレイヤーとディーラーが支払います</translation>
        </message>
        <message>
            <source>all passed: the same dealer deals again</source>
            <comment>score.schafkopf.all_passed_redeal</comment>
            <translation>全員パス：同じディーラーが配り直し</translation>
        </message>
        <message numerus="yes">
            <source>doubled {count} times</source>
            <comment>score.schafkopf.doubled</comment>
            <translation>
                <numerusform>{count}回2倍</numerusform>
            </translation>
        </message>
        <message>
            <source>each knock, Kontra and Re doubles the price</source>
            <comment>score.schafkopf.doubled.note</comment>
            <translation>ノック、コントラ、レのたびに得点が2倍になります</translation>
        </message>
        <message>
            <source>{count} without a trick (Jungfrau)</source>
            <comment>score.schafkopf.jungfrau</comment>
            <translation>トリックなし{count}人（ユングフラウ）</translation>
        </message>
        <message>
            <source>a player who takes no trick doubles the price</source>
            <comment>score.schafkopf.jungfrau.note</comment>
            <translation>1トリックも取らなかったプレイヤーがいると得点が2倍になります</translation>
        </message>
        <message>
            <source>the most card points loses</source>
            <comment>score.schafkopf.most_loses</comment>
            <translation>カードポイント最多が負け</translation>
        </message>
        <message>
            <source>partner game (Sauspiel)</source>
            <comment>score.schafkopf.partner_tariff</comment>
            <translation>パートナーゲーム</translation>
        </message>
        <message>
            <source>price</source>
            <comment>score.schafkopf.price</comment>
            <translation>得点</translation>
        </message>
        <message>
            <source>what each opponent pays or is paid; a soloist collects it from all three</source>
            <comment>score.schafkopf.price.note</comment>
            <translation>相手1人あたりの支払い・受け取り。ソロでは3人全員から受け取ります</translation>
        </message>
        <message>
            <source>Ramsch tariff</source>
            <comment>score.schafkopf.ramsch_tariff</comment>
            <translation>ラムシュの得点</translation>
        </message>
        <message numerus="yes">
            <source>{count} runners (Laufende)</source>
            <comment>score.schafkopf.runners</comment>
            <translation>
                <numerusform>ランナー{count}枚</numerusform>
            </translation>
        </message>
        <message>
            <source>the top trumps in an unbroken row, held by one side; each adds the runner tariff</source>
            <comment>score.schafkopf.runners.note</comment>
            <translation>一方のチームが最強の切り札から連続して持つ枚数。1枚ごとにランナーの得点が加わります</translation>
        </message>
        <message>
            <source>Schneider</source>
            <comment>score.schafkopf.schneider</comment>
            <translation>シュナイダー</translation>
        </message>
        <message>
            <source>the winners took 91 or more card points, or the losers 30 or fewer</source>
            <comment>score.schafkopf.schneider.note</comment>
            <translation>勝った側が91点以上、または負けた側が30点以下のカードポイント</translation>
        </message>
        <message>
            <source>Schwarz</source>
            <comment>score.schafkopf.schwarz</comment>
            <translation>シュワルツ</translation>
        </message>
        <message>
            <source>one side took every trick</source>
            <comment>score.schafkopf.schwarz.note</comment>
            <translation>一方のチームが全トリックを取りました</translation>
        </message>
        <message>
            <source>Sie: four times the solo tariff</source>
            <comment>score.schafkopf.sie</comment>
            <translation>ズィー：ソロの得点の4倍</translation>
        </message>
        <message>
            <source>solo tariff</source>
            <comment>score.schafkopf.solo_tariff</comment>
            <translation>ソロの得点</translation>
        </message>
        <message>
            <source>what this kind of game is worth before the extras</source>
            <comment>score.schafkopf.tariff.note</comment>
            <translation>追加ボーナスの前の、このゲームの種類の得点</translation>
        </message>
        <message>
            <source>Tout doubles</source>
            <comment>score.schafkopf.tout</comment>
            <translation>トゥで2倍</translation>
        </message>
        <message>
            <source>a Tout promises every trick and pays double</source>
            <comment>score.schafkopf.tout.note</comment>
            <translation>トゥは全トリックを約束し、得点は2倍です</translation>
        </message>
        <message>
            <source>all passed: the next deal counts</source>
            <comment>score.sheepshead.all_passed</comment>
            <translation>全員パス：次のディールの得点</translation>
        </message>
        <message>
            <source>alone</source>
            <comment>score.sheepshead.alone</comment>
            <translation>アローン</translation>
        </message>
        <message>
            <source>blind set aside</source>
            <comment>score.sheepshead.blind_aside</comment>
            <translation>ブラインドは誰も取らない</translation>
        </message>
        <message>
            <source>blind to the last trick</source>
            <comment>score.sheepshead.blind_last</comment>
            <translation>最後のトリックを取った人がブラインドも取る</translation>
        </message>
        <message>
            <source>buried</source>
            <comment>score.sheepshead.buried</comment>
            <translation>ディスカード</translation>
        </message>
        <message>
            <source>the buried cards count for the picker</source>
            <comment>score.sheepshead.buried.note</comment>
            <translation>ディスカードされたカードはデクレアラーが取ったものとして数えます</translation>
        </message>
        <message>
            <source>{card}</source>
            <comment>score.sheepshead.card</comment>
            <translation>{card}</translation>
        </message>
        <message>
            <source>card points</source>
            <comment>score.sheepshead.card_points</comment>
            <translation>カードポイント</translation>
        </message>
        <message>
            <source>the picker collects from all four</source>
            <comment>score.sheepshead.collects_all</comment>
            <translation>デクレアラーが4人全員から受け取る</translation>
        </message>
        <message>
            <source>doubler</source>
            <comment>score.sheepshead.doubler</comment>
            <translation>ダブラー</translation>
        </message>
        <message>
            <source>a deal where everybody passed doubles this one</source>
            <comment>score.sheepshead.doubler.note</comment>
            <translation>全員がパスしたディールの次なので得点が2倍です</translation>
        </message>
        <message>
            <source>each defender</source>
            <comment>score.sheepshead.each_defender</comment>
            <translation>防御側それぞれ</translation>
        </message>
        <message>
            <source>fewest card points with a trick</source>
            <comment>score.sheepshead.fewest</comment>
            <translation>1トリック以上取ったうえでカードポイント最少</translation>
        </message>
        <message>
            <source>partner</source>
            <comment>score.sheepshead.partner</comment>
            <translation>パートナー</translation>
        </message>
        <message>
            <source>partner card</source>
            <comment>score.sheepshead.partner_card</comment>
            <translation>パートナー指定カード</translation>
        </message>
        <message>
            <source>its holder played on the picker's side</source>
            <comment>score.sheepshead.partner_card.note</comment>
            <translation>このカードを持つ人がデクレアラー側でした</translation>
        </message>
        <message>
            <source>picker</source>
            <comment>score.sheepshead.picker</comment>
            <translation>デクレアラー</translation>
        </message>
        <message>
            <source>result</source>
            <comment>score.sheepshead.result</comment>
            <translation>結果</translation>
        </message>
        <message>
            <source>the row of the scoring table the picker side's take falls in</source>
            <comment>score.sheepshead.result.note</comment>
            <translation>デクレアラー側の取り分が当てはまる得点表の行</translation>
        </message>
        <message>
            <source>31 to 60</source>
            <comment>score.sheepshead.row.31_to_60</comment>
            <translation>31〜60</translation>
        </message>
        <message>
            <source>61 to 90</source>
            <comment>score.sheepshead.row.61_to_90</comment>
            <translation>61〜90</translation>
        </message>
        <message>
            <source>picker side card points</source>
            <comment>score.sheepshead.side_points</comment>
            <translation>デクレアラー側のカードポイント</translation>
        </message>
        <message>
            <source>picker side tricks</source>
            <comment>score.sheepshead.side_tricks</comment>
            <translation>デクレアラー側のトリック数</translation>
        </message>
        <message>
            <source>adjusted score</source>
            <comment>score.skat.adjusted</comment>
            <translation>調整版の得点</translation>
        </message>
        <message>
            <source>all passed</source>
            <comment>score.skat.all_passed</comment>
            <translation>全員パス</translation>
        </message>
        <message>
            <source>base value</source>
            <comment>score.skat.base_value</comment>
            <translation>基本点</translation>
        </message>
        <message>
            <source>what the trump suit is worth: ♦9 ♥10 ♠11 ♣12, Grand 24</source>
            <comment>score.skat.base_value.note</comment>
            <translation>切り札スートの点：♦9 ♥10 ♠11 ♣12、グラン24</translation>
        </message>
        <message>
            <source>conceded</source>
            <comment>score.skat.conceded</comment>
            <translation>降りた</translation>
        </message>
        <message>
            <source>Durchmarsch (every trick)</source>
            <comment>score.skat.durchmarsch</comment>
            <translation>グランドスラム（全トリック）</translation>
        </message>
        <message>
            <source>game</source>
            <comment>score.skat.game</comment>
            <translation>ゲーム</translation>
        </message>
        <message>
            <source>one level for playing the game</source>
            <comment>score.skat.game.note</comment>
            <translation>ゲームをプレイしたことで1段階</translation>
        </message>
        <message>
            <source>game value</source>
            <comment>score.skat.game_value</comment>
            <translation>ゲーム点</translation>
        </message>
        <message>
            <source>base value {base} × multiplier {multiplier}; it must reach the bid of {bid}</source>
            <comment>score.skat.game_value.note</comment>
            <translation>基本点{base} × 乗数{multiplier}。ビッド{bid}に達していなければなりません</translation>
        </message>
        <message>
            <source>hand</source>
            <comment>score.skat.hand</comment>
            <translation>ハンド</translation>
        </message>
        <message>
            <source>played without picking up the skat</source>
            <comment>score.skat.hand.note</comment>
            <translation>スカートを取らずにプレイ（交換無し）</translation>
        </message>
        <message>
            <source>Jungfrau (a player took no trick)</source>
            <comment>score.skat.jungfrau</comment>
            <translation>ユングフラウ（1トリックも取らなかったプレイヤー）</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>score.skat.kontra</comment>
            <translation>コントラ</translation>
        </message>
        <message>
            <source>a defender doubled the game</source>
            <comment>score.skat.kontra.note</comment>
            <translation>防御側がゲームを2倍にしました</translation>
        </message>
        <message>
            <source>lost (x2)</source>
            <comment>score.skat.lost</comment>
            <translation>負け（2倍）</translation>
        </message>
        <message>
            <source>a lost game costs twice its value</source>
            <comment>score.skat.lost.note</comment>
            <translation>負けたゲームは2倍の失点になります</translation>
        </message>
        <message>
            <source>most card points ({points})</source>
            <comment>score.skat.most_points</comment>
            <translation>最多のカードポイント（{points}）</translation>
        </message>
        <message>
            <source>multiplier</source>
            <comment>score.skat.multiplier</comment>
            <translation>乗数</translation>
        </message>
        <message>
            <source>the tops plus one for each level above</source>
            <comment>score.skat.multiplier.note</comment>
            <translation>トップの数に、上の達成点ごとに1を足したもの</translation>
        </message>
        <message>
            <source>Null</source>
            <comment>score.skat.null</comment>
            <translation>ヌル</translation>
        </message>
        <message>
            <source>a Null game has a fixed value; the declarer must take no trick</source>
            <comment>score.skat.null.note</comment>
            <translation>ヌルの点は固定です。デクレアラーは1トリックも取ってはいけません</translation>
        </message>
        <message>
            <source>Null Hand</source>
            <comment>score.skat.null_hand</comment>
            <translation>ヌル・ハンド</translation>
        </message>
        <message>
            <source>Null Ouvert</source>
            <comment>score.skat.null_ouvert</comment>
            <translation>ヌル・ウヴェア</translation>
        </message>
        <message>
            <source>Null Ouvert Hand</source>
            <comment>score.skat.null_ouvert_hand</comment>
            <translation>ヌル・ウヴェア・ハンド</translation>
        </message>
        <message>
            <source>ouvert</source>
            <comment>score.skat.ouvert</comment>
            <translation>ウヴェア</translation>
        </message>
        <message>
            <source>the declarer played with open cards</source>
            <comment>score.skat.ouvert.note</comment>
            <translation>デクレアラーは手札を公開してプレイしました</translation>
        </message>
        <message>
            <source>overbid (bid {bid}): raised to</source>
            <comment>score.skat.overbid</comment>
            <translation>オーバービッド（ビッド{bid}）：引き上げ後</translation>
        </message>
        <message>
            <source>the game was worth less than the bid, so it is lost at the lowest multiple of its base value that reaches the bid</source>
            <comment>score.skat.overbid.note</comment>
            <translation>ゲーム点がビッドに届かなかったので負けです。失点はビッドに達する基本点の最小の倍数です</translation>
        </message>
        <message>
            <source>skat passed on unseen</source>
            <comment>score.skat.pushed</comment>
            <translation>スカートを見ずに回した</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>score.skat.re</comment>
            <translation>レ</translation>
        </message>
        <message>
            <source>the declarer doubled again</source>
            <comment>score.skat.re.note</comment>
            <translation>デクレアラーがさらに2倍にしました</translation>
        </message>
        <message>
            <source>Schneider</source>
            <comment>score.skat.schneider</comment>
            <translation>シュナイダー</translation>
        </message>
        <message>
            <source>one side took 90 or more card points</source>
            <comment>score.skat.schneider.note</comment>
            <translation>一方の側が90点以上のカードポイントを取りました</translation>
        </message>
        <message>
            <source>Schneider announced</source>
            <comment>score.skat.schneider_announced</comment>
            <translation>シュナイダー宣言</translation>
        </message>
        <message>
            <source>Schneider was announced before play</source>
            <comment>score.skat.schneider_announced.note</comment>
            <translation>プレイ前にシュナイダーを宣言しました</translation>
        </message>
        <message>
            <source>Schwarz</source>
            <comment>score.skat.schwarz</comment>
            <translation>シュワルツ</translation>
        </message>
        <message>
            <source>one side took every trick</source>
            <comment>score.skat.schwarz.note</comment>
            <translation>一方の側が全トリックを取りました</translation>
        </message>
        <message>
            <source>Schwarz announced</source>
            <comment>score.skat.schwarz_announced</comment>
            <translation>シュワルツ宣言</translation>
        </message>
        <message>
            <source>Schwarz was announced before play</source>
            <comment>score.skat.schwarz_announced.note</comment>
            <translation>プレイ前にシュワルツを宣言しました</translation>
        </message>
        <message>
            <source>seeger-fabian score</source>
            <comment>score.skat.seeger_fabian</comment>
            <translation>大会ルールの得点</translation>
        </message>
        <message>
            <source>with {count}</source>
            <comment>score.skat.with</comment>
            <translation>ウィズ{count}</translation>
        </message>
        <message numerus="yes">
            <source>the declarer held the top {count} trumps in a row</source>
            <comment>score.skat.with.note</comment>
            <translation>
                <numerusform>デクレアラーは最上位から{count}枚の切り札を連続して持っていました</numerusform>
            </translation>
        </message>
        <message>
            <source>without {count}</source>
            <comment>score.skat.without</comment>
            <translation>ウィズアウト{count}</translation>
        </message>
        <message numerus="yes">
            <source>the top {count} trumps were missing from the declarer's cards</source>
            <comment>score.skat.without.note</comment>
            <translation>
                <numerusform>デクレアラーには最上位から{count}枚の切り札がありませんでした</numerusform>
            </translation>
        </message>
        <message>
            <source>won</source>
            <comment>score.skat.won</comment>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>score.value.lost</comment>
            <translation>負け</translation>
        </message>
        <message>
            <source>x{factor}</source>
            <comment>score.value.times</comment>
            <translation>×{factor}</translation>
        </message>
        <message>
            <source>×{factor}</source>
            <comment>score.value.times_sign</comment>
            <translation>×{factor}</translation>
        </message>
        <message>
            <source>accept</source>
            <comment>action.accept</comment>
            <translation>交換に応じる</translation>
        </message>
        <message>
            <source>{party} {level}</source>
            <comment>action.announce</comment>
            <translation>{party}：{level}</translation>
        </message>
        <message>
            <source>bid {value}</source>
            <comment>action.bid</comment>
            <translation>{value}をビッド</translation>
        </message>
        <message>
            <source>bid {contract}</source>
            <comment>action.bid_game</comment>
            <translation>{contract}をビッド</translation>
        </message>
        <message>
            <source>Sie</source>
            <comment>action.claim</comment>
            <translation>ズィー</translation>
        </message>
        <message>
            <source>concede</source>
            <comment>action.concede</comment>
            <translation>降りる</translation>
        </message>
        <message>
            <source>{contract}</source>
            <comment>action.declare</comment>
            <translation>{contract}</translation>
        </message>
        <message>
            <source>{party} {level}</source>
            <comment>action.doppelkopf.announce</comment>
            <translation>{party}：{level}</translation>
        </message>
        <message>
            <source>bid {value}</source>
            <comment>action.doppelkopf.bid</comment>
            <translation>「{value}」をビッド</translation>
        </message>
        <message>
            <source>bid schwarz</source>
            <comment>action.doppelkopf.bid_schwarz</comment>
            <translation>シュワルツをビッド</translation>
        </message>
        <message>
            <source>hold at {value}</source>
            <comment>action.doppelkopf.hold</comment>
            <translation>「{value}」で保持</translation>
        </message>
        <message>
            <source>hold at schwarz</source>
            <comment>action.doppelkopf.hold_schwarz</comment>
            <translation>シュワルツで保持</translation>
        </message>
        <message>
            <source>no poverty</source>
            <comment>action.doppelkopf.no_poverty</comment>
            <translation>アルムートなし</translation>
        </message>
        <message>
            <source>no solo</source>
            <comment>action.doppelkopf.no_solo</comment>
            <translation>ソロなし</translation>
        </message>
        <message>
            <source>trumps given back: {count}</source>
            <comment>action.doppelkopf.trumps_back</comment>
            <translation>返した切り札：{count}枚</translation>
        </message>
        <message>
            <source>healthy</source>
            <comment>action.healthy</comment>
            <translation>普通のゲーム</translation>
        </message>
        <message>
            <source>hold</source>
            <comment>action.hold</comment>
            <translation>受ける</translation>
        </message>
        <message>
            <source>knock</source>
            <comment>action.knock</comment>
            <translation>ノック</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>action.kontra</comment>
            <translation>コントラ</translation>
        </message>
        <message>
            <source>lay away {card}</source>
            <comment>action.lay_away</comment>
            <translation>{card}を捨て札にする</translation>
        </message>
        <message>
            <source>marriage</source>
            <comment>action.marriage</comment>
            <translation>マリッジ</translation>
        </message>
        <message>
            <source>no knock</source>
            <comment>action.no_knock</comment>
            <translation>ノックしない</translation>
        </message>
        <message>
            <source>no Kontra</source>
            <comment>action.no_kontra</comment>
            <translation>コントラしない</translation>
        </message>
        <message>
            <source>no Re</source>
            <comment>action.no_re</comment>
            <translation>レしない</translation>
        </message>
        <message>
            <source>pass</source>
            <comment>action.pass</comment>
            <translation>パス</translation>
        </message>
        <message>
            <source>pass {card} to {seat}</source>
            <comment>action.pass_card</comment>
            <translation>{card}を{seat}に渡す</translation>
        </message>
        <message>
            <source>pass {card} on</source>
            <comment>action.pass_card_on</comment>
            <translation>{card}を渡す</translation>
        </message>
        <message>
            <source>pick up</source>
            <comment>action.pick_up</comment>
            <translation>スカートを取る</translation>
        </message>
        <message>
            <source>play {card}</source>
            <comment>action.play</comment>
            <translation>{card}を出す</translation>
        </message>
        <message>
            <source>play</source>
            <comment>action.play_first</comment>
            <translation>プレイ</translation>
        </message>
        <message>
            <source>play the unknown card</source>
            <comment>action.play_unknown</comment>
            <translation>伏せたカードを出す</translation>
        </message>
        <message>
            <source>poverty</source>
            <comment>action.poverty</comment>
            <translation>アルムート</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>action.re</comment>
            <translation>レ</translation>
        </message>
        <message>
            <source>redeal</source>
            <comment>action.redeal</comment>
            <translation>配り直し</translation>
        </message>
        <message>
            <source>refuse</source>
            <comment>action.refuse</comment>
            <translation>断る</translation>
        </message>
        <message>
            <source>reservation</source>
            <comment>action.reserve</comment>
            <translation>保留</translation>
        </message>
        <message>
            <source>hold</source>
            <comment>action.schafkopf.hold</comment>
            <translation>同じゲームを宣言（プレイ）</translation>
        </message>
        <message>
            <source>pass</source>
            <comment>action.schafkopf.pass</comment>
            <translation>パス</translation>
        </message>
        <message>
            <source>go alone</source>
            <comment>action.sheepshead.alone</comment>
            <translation>アローン</translation>
        </message>
        <message>
            <source>bury {card}</source>
            <comment>action.sheepshead.bury</comment>
            <translation>{card}をディスカード</translation>
        </message>
        <message>
            <source>call {card}</source>
            <comment>action.sheepshead.call</comment>
            <translation>{card}を指定</translation>
        </message>
        <message>
            <source>call {card} with an unknown card</source>
            <comment>action.sheepshead.call_unknown</comment>
            <translation>{card}を指定（伏せたカード）</translation>
        </message>
        <message>
            <source>pick</source>
            <comment>action.sheepshead.pick</comment>
            <translation>ピック</translation>
        </message>
        <message>
            <source>hold {value}</source>
            <comment>action.skat.hold</comment>
            <translation>{value}を受ける</translation>
        </message>
        <message>
            <source>pass the skat on</source>
            <comment>action.skat.push</comment>
            <translation>スカートを回す</translation>
        </message>
        <message>
            <source>solo</source>
            <comment>action.solo</comment>
            <translation>ソロ</translation>
        </message>
        <message>
            <source>trumps given back: {count}</source>
            <comment>action.trumps_back</comment>
            <translation>返した切り札：{count}枚</translation>
        </message>
        <message>
            <source>{card} is trump in this game, whatever its suit.</source>
            <comment>coach.always_trump</comment>
            <translation>この{card}はスートに関係なく、このゲームでは切り札です。</translation>
        </message>
        <message>
            <source>{card} stays under the trick: in this game every point you take counts against you.</source>
            <comment>coach.avoid</comment>
            <translation>{card}でトリックを取らずにすみます。このゲームでは取ったポイントがすべて不利になります。</translation>
        </message>
        <message>
            <source>{action} scores {value} on average; the next best, {other}, scores {other_value}.</source>
            <comment>coach.best_value</comment>
            <translation>{action}の平均得点は{value}、次に良い{other}は{other_value}です。</translation>
        </message>
        <message>
            <source>{action} scores {value} on average and wins the deal {percent}% of the time.</source>
            <comment>coach.best_win</comment>
            <translation>{action}の平均得点は{value}で、{percent}% の確率でディールに勝ちます。</translation>
        </message>
        <message>
            <source>You must play the called ace {card} when its suit is led.</source>
            <comment>coach.called_ace</comment>
            <translation>呼んだエース{card}のスートがリードされたら、それを出さなければなりません。</translation>
        </message>
        <message>
            <source>Whoever holds {card} plays with you; other cards of its suit in your hand: {count}.</source>
            <comment>coach.calls</comment>
            <translation>{card}を持つ人があなたのパートナーです。手札にある同じスートのほかのカード：{count}枚。</translation>
        </message>
        <message>
            <source>{card}</source>
            <comment>coach.card_name</comment>
            <translation>{card}</translation>
        </message>
        <message>
            <source>You cannot win this trick: {card} is the card you can best spare.</source>
            <comment>coach.cheapest</comment>
            <translation>このトリックは取れません。{card}がいちばん手放しやすいカードです。</translation>
        </message>
        <message numerus="yes">
            <source>Leading trump draws the opponents' trumps: {count} trumps are still out.</source>
            <comment>coach.draw_trumps</comment>
            <translation>
                <numerusform>切り札をリードすると相手の切り札を引き出せます。まだ{count}枚の切り札が残っています。</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} gives this trick up cheaply and keeps your {kept} for a later trick.</source>
            <comment>coach.keeps</comment>
            <translation>{card}でこのトリックを安く譲り、{kept}を後のトリックのために残します。</translation>
        </message>
        <message numerus="yes">
            <source>Laying away {card} banks its {points} points for you: it can no longer be lost in a trick.</source>
            <comment>coach.lay_away</comment>
            <translation>
                <numerusform>{card}を捨て札にすると、その{points}点が確保されます。トリックで失うことはもうありません。</numerusform>
            </translation>
        </message>
        <message>
            <source>Laying away {card} leaves you void in its suit, so you can trump it later.</source>
            <comment>coach.lay_away_short</comment>
            <translation>{card}を捨て札にするとそのスートがなくなり、後で切り札を出せます。</translation>
        </message>
        <message numerus="yes">
            <source>{card} is a cheap lead: it risks only {points} points.</source>
            <comment>coach.lead_cheap</comment>
            <translation>
                <numerusform>{card}は安いリードです。危険にさらすのは{points}点だけです。</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is the highest {suit} still out: leading it should take the trick.</source>
            <comment>coach.lead_top</comment>
            <translation>{card}はまだ残っている{suit}の中で最も強いカードです。リードすればトリックを取れるはずです。</translation>
        </message>
        <message>
            <source>{card} is the highest trump still out: leading it draws the others' trumps.</source>
            <comment>coach.lead_top_trump</comment>
            <translation>{card}はまだ残っている最強の切り札です。リードすればほかの人の切り札を引き出せます。</translation>
        </message>
        <message>
            <source>Every card you may play beats the trick so far: {card} is the one to play.</source>
            <comment>coach.must_beat</comment>
            <translation>出せるカードはどれも今のトリックに勝ちます：出すべきは{card}です。</translation>
        </message>
        <message>
            <source>You must follow {suit}; {card} is the one to play.</source>
            <comment>coach.must_follow</comment>
            <translation>{suit}をフォローしなければなりません。出すカードは{card}です。</translation>
        </message>
        <message>
            <source>You must follow trump; {card} is the one to play.</source>
            <comment>coach.must_follow_trump</comment>
            <translation>切り札をフォローしなければなりません。出すカードは{card}です。</translation>
        </message>
        <message>
            <source>You hold no trump; your side aces: {aces}.</source>
            <comment>coach.no_trumps_held</comment>
            <translation>切り札はありません。切り札以外のエース：{aces}枚。</translation>
        </message>
        <message>
            <source>{card}: in a Null the defenders win as soon as the declarer takes a trick.</source>
            <comment>coach.null_defend</comment>
            <translation>{card}：ヌルでは、デクレアラーが1トリックでも取れば防御側の勝ちです。</translation>
        </message>
        <message>
            <source>{card} stays under the trick: the Null declarer must not take a single trick.</source>
            <comment>coach.null_duck</comment>
            <translation>{card}でトリックを取らずにすみます。ヌルのデクレアラーは1トリックも取ってはいけません。</translation>
        </message>
        <message>
            <source>{card} is led to make the Null declarer take a trick.</source>
            <comment>coach.null_force</comment>
            <translation>{card}をリードして、ヌルのデクレアラーにトリックを取らせます。</translation>
        </message>
        <message>
            <source>Leading {card}: {count} higher cards of its suit are still out.</source>
            <comment>coach.null_lead</comment>
            <translation>{card}をリード：このスートのより強いカードがまだ{count}枚残っています。</translation>
        </message>
        <message>
            <source>{card} stays under the declarer's card: in a Null the defenders want the declarer to take a trick.</source>
            <comment>coach.null_under</comment>
            <translation>{card}はデクレアラーのカードより弱いカードです：ヌルでは、防御側はデクレアラーにトリックを取らせたいのです。</translation>
        </message>
        <message>
            <source>{card} is your only legal card.</source>
            <comment>coach.only_card</comment>
            <translation>出せるカードは{card}だけです。</translation>
        </message>
        <message>
            <source>{action} is the only choice here.</source>
            <comment>coach.only_choice</comment>
            <translation>ここで選べるのは{action}だけです。</translation>
        </message>
        <message>
            <source>{action} scores {value} on average; saying nothing scores {other_value}.</source>
            <comment>coach.over_nothing</comment>
            <translation>{action}の平均得点は{value}、何も宣言しない場合は{other_value}です。</translation>
        </message>
        <message numerus="yes">
            <source>Your partner is winning this trick: {card} adds {points} points to it.</source>
            <comment>coach.partner_wins</comment>
            <translation>
                <numerusform>パートナーがこのトリックを取っています。{card}で{points}点を加えます。</numerusform>
            </translation>
        </message>
        <message>
            <source>Bidding: the strongest game announced wins the auction.</source>
            <comment>coach.phase.bidding</comment>
            <translation>ビッド：宣言された最も強いゲームがビッドに勝ちます。</translation>
        </message>
        <message>
            <source>Burying: the picker buries as many cards as the blind held; they count for the picker.</source>
            <comment>coach.phase.bury</comment>
            <translation>ディスカード：デクレアラーはブラインドと同じ枚数のカードをディスカードします。そのポイントはデクレアラーのものです。</translation>
        </message>
        <message>
            <source>Calling: the picker names a card; whoever holds it is the secret partner.</source>
            <comment>coach.phase.calling</comment>
            <translation>パートナー指定：デクレアラーがカードを1枚指定します。それを持つ人が秘密のパートナーです。</translation>
        </message>
        <message>
            <source>Declaring: the declarer names the game, and with it the trumps.</source>
            <comment>coach.phase.declaring</comment>
            <translation>宣言：デクレアラーがゲームを宣言し、それによって切り札が決まります。</translation>
        </message>
        <message>
            <source>Kontra doubles the deal if you think the declarer will lose; Re doubles it again.</source>
            <comment>coach.phase.doubling</comment>
            <translation>デクレアラーが負けると思うならコントラで得点を2倍にします。レでさらに2倍になります。</translation>
        </message>
        <message>
            <source>Knocking doubles the deal before anyone bids, on the strength of your first cards.</source>
            <comment>coach.phase.knocking</comment>
            <translation>ノックは最初の手札の強さを見て、ビッドの前にディールの得点を2倍にします。</translation>
        </message>
        <message>
            <source>Scoring: the card points decide who won; the score lines show how the deal's value was reached.</source>
            <comment>coach.phase.over</comment>
            <translation>得点計算：カードポイントで勝者が決まります。得点の各行がディールの値の内訳を示します。</translation>
        </message>
        <message>
            <source>Scoring: in this game the tricks decide, not the card points; the score lines show how the deal's value was reached.</source>
            <comment>coach.phase.over_tricks</comment>
            <translation>得点計算：このゲームではカードポイントではなくトリックで勝者が決まります。得点の各行がディールの値の内訳を示します。</translation>
        </message>
        <message>
            <source>Picking: take the blind and play against the others, or pass it on.</source>
            <comment>coach.phase.pick</comment>
            <translation>ピック：ブラインドを拾ってほかの人と戦うか、パスして次に回します。</translation>
        </message>
        <message>
            <source>Play: follow the led suit if you can; all trumps count as one suit. The highest trump takes the trick, otherwise the highest card of the led suit.</source>
            <comment>coach.phase.play</comment>
            <translation>プレイ：できればリードされたスートをフォローします。切り札はすべて1つのスートとして数えます。最も強い切り札がトリックを取り、切り札がなければリードされたスートの最も強いカードが取ります。</translation>
        </message>
        <message>
            <source>Play: follow the led suit if you can; this game has no trumps: the highest card of the led suit takes the trick.</source>
            <comment>coach.phase.play_no_trumps</comment>
            <translation>プレイ：できればリードされたスートをフォローします。このゲームには切り札がありません。リードされたスートの最も強いカードがトリックを取ります。</translation>
        </message>
        <message>
            <source>Poverty: three cards with every trump go to a partner, who gives as many back.</source>
            <comment>coach.phase.poverty</comment>
            <translation>アルムート：すべての切り札を含む3枚をパートナーに渡し、パートナーは同じ枚数を返します。</translation>
        </message>
        <message>
            <source>Reservations: say healthy to play a normal game, or reservation for a solo, a poverty or a marriage.</source>
            <comment>coach.phase.reservations</comment>
            <translation>保留：通常のゲームなら「普通のゲーム」、ソロ、アルムート、マリッジをしたいなら「保留」と宣言します。</translation>
        </message>
        <message>
            <source>Bidding: say play to lead a game; a later player can only overcall with a stronger game.</source>
            <comment>coach.phase.schafkopf_bidding</comment>
            <translation>ビッド：ゲームをしたいなら「プレイ」と宣言します。後の人はより強いゲームでしか上回れません。</translation>
        </message>
        <message>
            <source>The skat: the declarer may pick up the two hidden cards, or play hand for a higher value.</source>
            <comment>coach.phase.skat</comment>
            <translation>スカート：デクレアラーは伏せた2枚を取るか、交換無し（ハンド）でより高い値を狙えます。</translation>
        </message>
        <message>
            <source>Bidding: bid 18, 20, 22 … as long as your hand is worth it; the last player left declares the game.</source>
            <comment>coach.phase.skat_bidding</comment>
            <translation>ビッド：手札の価値がある限り 18、20、22… とビッドします。最後に残った人がゲームを宣言します。</translation>
        </message>
        <message>
            <source>Laying away: two cards go back into the skat; their points count for the declarer.</source>
            <comment>coach.phase.skat_lay_away</comment>
            <translation>捨て札：2枚をスカートに戻します。そのポイントはデクレアラーのものです。</translation>
        </message>
        <message>
            <source>This raises the stake of the deal: it pays only if your side wins more often than it loses.</source>
            <comment>coach.raises_stake</comment>
            <translation>これはディールの得点を上げます。あなたの側が負けるより勝つことが多いときだけ得になります。</translation>
        </message>
        <message>
            <source>{cards} are the same card here: no card still out lies between them, so either takes exactly the tricks the other would.</source>
            <comment>coach.same_cards</comment>
            <translation>ここでは{cards}は同じカードです。まだ出ていないカードでこれらの間に入るものはないので、どれを出しても取るトリックは同じです。</translation>
        </message>
        <message>
            <source>Saying nothing scores {value} on average; the best thing to say, {other}, scores {other_value}.</source>
            <comment>coach.say_nothing</comment>
            <translation>何も宣言しない場合の平均得点は{value}、最も良い宣言{other}は{other_value}です。</translation>
        </message>
        <message>
            <source>the card points you take, counted negative: fewer is better</source>
            <comment>coach.scale.card_points</comment>
            <translation>あなたが取るカードポイント（マイナスで数えます。少ないほど良い）</translation>
        </message>
        <message>
            <source>your score for the deal, as the score sheet counts it</source>
            <comment>coach.scale.score</comment>
            <translation>スコア表に記入される、このディールのあなたの得点</translation>
        </message>
        <message>
            <source>your points on the score sheet less the other side's (a defender sees minus the declarer's score)</source>
            <comment>coach.scale.skat</comment>
            <translation>スコア表のあなたの得点から相手側の得点を引いた値（防御側にはデクレアラーの得点が符号を逆にして表示されます）</translation>
        </message>
        <message>
            <source>Your best game, {game}, wins about {chance}% of the time with this hand: a partner game is declared from {partner}% on, a game alone from {alone}% on.</source>
            <comment>coach.schafkopf.below_floor</comment>
            <translation>この手札で最善のゲーム「{game}」の勝率は約{chance}% です。パートナーゲームは{partner}% 以上、1対3のゲーム（ソロ、ベンツ、ガイアー）は{alone}% 以上で宣言します。</translation>
        </message>
        <message>
            <source>A partner game needs at least four trumps, one of them an Ober. Your trumps: {trumps}; Obers among them: {top}.</source>
            <comment>coach.schafkopf.sauspiel_needs</comment>
            <translation>パートナーゲームには、O を1枚以上含む4枚以上の切り札が必要です。あなたの切り札：{trumps}、そのうち O：{top}。</translation>
        </message>
        <message>
            <source>With only four trumps, a partner game needs two runners from the top, or an Ober and an Unter with a side Sau. Your runners: {runners}.</source>
            <comment>coach.schafkopf.sauspiel_weak</comment>
            <translation>切り札が4枚だけなら、パートナーゲームには最も強い切り札から2枚のランナーか、O と U に加えて切り札以外のスートのエースが必要です。あなたのランナー：{runners}。</translation>
        </message>
        <message numerus="yes">
            <source>Burying {card} banks its {points} points for you: it can no longer be lost in a trick.</source>
            <comment>coach.sheepshead.bury</comment>
            <translation>
                <numerusform>{card}をディスカードすると、その{points}点が確保されます。トリックで失うことはもうありません。</numerusform>
            </translation>
        </message>
        <message>
            <source>Burying {card} leaves you void in its suit, so you can trump it later.</source>
            <comment>coach.sheepshead.bury_short</comment>
            <translation>{card}をディスカードするとそのスートがなくなり、後で切り札を出せます。</translation>
        </message>
        <message>
            <source>Played as {game} ({tops}), these ten cards are worth {worth}; bids up to {limit} count on a skat that makes {other} worth playing.</source>
            <comment>coach.skat_bid_counts_on</comment>
            <translation>{game}（{tops}）でプレイすると、この10枚のゲーム点は{worth}です。{limit}までのビッドは、{other}をプレイできるようにするスカートを当てにしています。</translation>
        </message>
        <message>
            <source>A Grand needs at least five jacks, aces and tens together. Yours: {count}; jacks among them: {jacks}.</source>
            <comment>coach.skat_grand_count</comment>
            <translation>グランには J、エース、10 を合わせて5枚以上必要です。あなたの枚数：{count}、そのうち J：{jacks}。</translation>
        </message>
        <message>
            <source>A Grand Hand needs at least two jacks unless every suit is headed by its ace. Your jacks: {jacks}; your aces: {aces}.</source>
            <comment>coach.skat_grand_hand_jacks</comment>
            <translation>グランハンドには、すべてのスートにエースがない限り、J が2枚以上必要です。あなたの J：{jacks}、エース：{aces}。</translation>
        </message>
        <message>
            <source>This hand wins without the skat: playing it from hand raises its value by one level.</source>
            <comment>coach.skat_hand</comment>
            <translation>この手札はスカートなしで勝てます。交換無し（ハンド）でプレイすると値が1段階上がります。</translation>
        </message>
        <message>
            <source>The two cards of the skat can still help this hand: pick it up before you choose the game.</source>
            <comment>coach.skat_pickup</comment>
            <translation>スカートの2枚がこの手札を助けるかもしれません。ゲームを選ぶ前にスカートを取りましょう。</translation>
        </message>
        <message>
            <source>This hand is too weak to play: no game it could declare is worth the risk.</source>
            <comment>coach.skat_too_weak</comment>
            <translation>この手札はプレイするには弱すぎます。宣言できるどのゲームも危険に見合いません。</translation>
        </message>
        <message>
            <source>{rule} is the usual play here, and {other} is as good as {card} within the search's margin.</source>
            <comment>coach.thumb.as_good</comment>
            <translation>「{rule}」がここでの定石で、{other}は探索の誤差の範囲で{card}と同じくらい良い手です。</translation>
        </message>
        <message>
            <source>{rule} is the usual play here, but on the deals looked at another card is never worse than {other} and sometimes better.</source>
            <comment>coach.thumb.beaten</comment>
            <translation>「{rule}」がここでの定石ですが、調べたディールでは{other}より悪くなることがなく、ときには良くなるカードがほかにあります。</translation>
        </message>
        <message>
            <source>Leading the called suit finds the partners while the called {card} is out; it has been played, so everybody knows who plays with whom.</source>
            <comment>coach.thumb.called_found</comment>
            <translation>呼ばれたスートをリードするのは、呼ばれたカード{card}がまだ出ていない間にパートナーを見つけるためです。それはもう出ているので、誰と誰が組んでいるかは皆わかっています。</translation>
        </message>
        <message>
            <source>As a defender, search for the called {card}: lead its suit. Whoever holds it must play it, and you learn who plays with whom.</source>
            <comment>coach.thumb.called_suit</comment>
            <translation>防御側は呼ばれたカード{card}を探しましょう。そのスートをリードします。それを持つ人は出さなければならないので、誰と誰が組んでいるかがわかります。</translation>
        </message>
        <message>
            <source>{rule} is the usual play here, but on the deals looked at {card} scores {diff} {unit} more on average than {other} (±{margin}).</source>
            <comment>coach.thumb.else</comment>
            <translation>「{rule}」がここでの定石ですが、調べたディールでは{card}の方が{other}より平均{diff}{unit}高くなります（±{margin}）。</translation>
        </message>
        <message>
            <source>Leading the called suit</source>
            <comment>coach.thumb.name.called_suit</comment>
            <translation>呼ばれたスートをリードする</translation>
        </message>
        <message>
            <source>Leading trump to draw the others' trumps</source>
            <comment>coach.thumb.name.draw_trumps</comment>
            <translation>切り札をリードして相手の切り札を引き出す</translation>
        </message>
        <message>
            <source>Leading no trump as a defender</source>
            <comment>coach.thumb.name.no_trump</comment>
            <translation>防御側は切り札をリードしない</translation>
        </message>
        <message>
            <source>{count} choices are equally good here: on the deals looked at they score within the search's margin (±{margin}) of each other.</source>
            <comment>coach.tied</comment>
            <translation>ここでは{count}つの選択肢が同じくらい良い手です。調べたディールでは、得点の差が探索の誤差（±{margin}）の範囲に収まっています。</translation>
        </message>
        <message>
            <source>{cards} are equally good here: on the deals looked at they score within the search's margin (±{margin}) of each other.</source>
            <comment>coach.tied_cards</comment>
            <translation>ここでは{cards}は同じくらい良い手です。調べたディールでは、得点の差が探索の誤差（±{margin}）の範囲に収まっています。</translation>
        </message>
        <message>
            <source>{cards} score the same here on the deals looked at.</source>
            <comment>coach.tied_cards_equal</comment>
            <translation>調べたディールでは、ここで{cards}の得点は同じです。</translation>
        </message>
        <message>
            <source>{count} choices score the same here on the deals looked at.</source>
            <comment>coach.tied_equal</comment>
            <translation>調べたディールでは、ここで{count}つの選択肢の得点は同じです。</translation>
        </message>
        <message>
            <source>with {count}</source>
            <comment>coach.tops_with</comment>
            <translation>ウィズ{count}</translation>
        </message>
        <message>
            <source>without {count}</source>
            <comment>coach.tops_without</comment>
            <translation>ウィズアウト{count}</translation>
        </message>
        <message numerus="yes">
            <source>{count} card points</source>
            <comment>coach.trick.card_points</comment>
            <translation>
                <numerusform>{count}点</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} took the trick: {points}.</source>
            <comment>coach.trick.points</comment>
            <translation>{seat}がトリックを取りました：{points}。</translation>
        </message>
        <message>
            <source>You took the trick: {points}.</source>
            <comment>coach.trick.points.you</comment>
            <translation>あなたがトリックを取りました：{points}。</translation>
        </message>
        <message>
            <source>{seat} took the trick.</source>
            <comment>coach.trick.taken</comment>
            <translation>{seat}がトリックを取りました。</translation>
        </message>
        <message>
            <source>You took the trick.</source>
            <comment>coach.trick.taken.you</comment>
            <translation>あなたがトリックを取りました。</translation>
        </message>
        <message>
            <source>Trumps played: {cards}.</source>
            <comment>coach.trick.trumps</comment>
            <translation>出された切り札：{cards}。</translation>
        </message>
        <message>
            <source>You have no {suit}: {card} is trump and takes the trick.</source>
            <comment>coach.trumps_in</comment>
            <translation>{suit}がありません。{card}は切り札なのでトリックを取ります。</translation>
        </message>
        <message>
            <source>card points</source>
            <comment>coach.unit.card_points</comment>
            <translation>カードポイント</translation>
        </message>
        <message>
            <source>points</source>
            <comment>coach.unit.points</comment>
            <translation>点</translation>
        </message>
        <message>
            <source>You must play the called ace {card} now: its suit was led for the first time.</source>
            <comment>coach.why_called_ace</comment>
            <translation>呼んだエース{card}を今出さなければなりません。そのスートが初めてリードされました。</translation>
        </message>
        <message>
            <source>You must follow {suit}: you still hold {cards}.</source>
            <comment>coach.why_follow</comment>
            <translation>{suit}をフォローしなければなりません。手札にまだ{cards}があります。</translation>
        </message>
        <message>
            <source>You must follow trump: you still hold {cards}. Every trump counts as trump, whatever its suit.</source>
            <comment>coach.why_follow_trump</comment>
            <translation>切り札をフォローしなければなりません。手札にまだ{cards}があります。切り札はスートに関係なくすべて切り札です。</translation>
        </message>
        <message numerus="yes">
            <source>{card} takes the lead in this trick ({points} points so far).</source>
            <comment>coach.wins_now</comment>
            <translation>
                <numerusform>{card}がこのトリックで今いちばん強いカードです（ここまで{points}点）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} wins this trick for sure: no card still out beats it. The trick holds {points} points.</source>
            <comment>coach.wins_sure</comment>
            <translation>
                <numerusform>{card}はこのトリックを確実に取ります。残っているカードでこれに勝つものはありません。トリックには{points}点あります。</numerusform>
            </translation>
        </message>
        <message>
            <source>Jack solo</source>
            <comment>contract.doppelkopf.jack</comment>
            <translation>ジャックソロ</translation>
        </message>
        <message>
            <source>marriage</source>
            <comment>contract.doppelkopf.marriage</comment>
            <translation>マリッジ</translation>
        </message>
        <message>
            <source>marriage solo</source>
            <comment>contract.doppelkopf.marriage_solo</comment>
            <translation>マリッジ（ソロ）</translation>
        </message>
        <message>
            <source>no 30</source>
            <comment>contract.doppelkopf.no_30</comment>
            <translation>「30」</translation>
        </message>
        <message>
            <source>no 60</source>
            <comment>contract.doppelkopf.no_60</comment>
            <translation>「60」</translation>
        </message>
        <message>
            <source>no 90</source>
            <comment>contract.doppelkopf.no_90</comment>
            <translation>「90」</translation>
        </message>
        <message>
            <source>No-trump solo</source>
            <comment>contract.doppelkopf.no_trump</comment>
            <translation>ノートランプソロ</translation>
        </message>
        <message>
            <source>normal game</source>
            <comment>contract.doppelkopf.normal</comment>
            <translation>普通のゲーム</translation>
        </message>
        <message>
            <source>poverty</source>
            <comment>contract.doppelkopf.poverty</comment>
            <translation>アルムート</translation>
        </message>
        <message>
            <source>Queen solo</source>
            <comment>contract.doppelkopf.queen</comment>
            <translation>クイーンソロ</translation>
        </message>
        <message>
            <source>Queen-jack solo</source>
            <comment>contract.doppelkopf.queen_jack</comment>
            <translation>Q・Jソロ</translation>
        </message>
        <message>
            <source>schwarz</source>
            <comment>contract.doppelkopf.schwarz</comment>
            <translation>シュワルツ</translation>
        </message>
        <message>
            <source>silent solo</source>
            <comment>contract.doppelkopf.silent_solo</comment>
            <translation>サイレントソロ</translation>
        </message>
        <message>
            <source>{suit} solo</source>
            <comment>contract.doppelkopf.suit_solo</comment>
            <translation>{suit}ソロ</translation>
        </message>
        <message>
            <source>{contract} with Re announced</source>
            <comment>contract.doppelkopf.with_re</comment>
            <translation>{contract}・レー宣言あり</translation>
        </message>
        <message>
            <source>{contract} without Re</source>
            <comment>contract.doppelkopf.without_re</comment>
            <translation>{contract}・レー宣言なし</translation>
        </message>
        <message>
            <source>{contract} Hand</source>
            <comment>contract.hand</comment>
            <translation>{contract}・ハンド</translation>
        </message>
        <message>
            <source>{contract} Ouvert</source>
            <comment>contract.ouvert</comment>
            <translation>{contract}・ウヴェア</translation>
        </message>
        <message>
            <source>Farbgeier</source>
            <comment>contract.schafkopf.farbgeier</comment>
            <translation>スート・ガイアー</translation>
        </message>
        <message>
            <source>Farbwenz</source>
            <comment>contract.schafkopf.farbwenz</comment>
            <translation>スート・ベンツ</translation>
        </message>
        <message>
            <source>Geier</source>
            <comment>contract.schafkopf.geier</comment>
            <translation>ガイアー</translation>
        </message>
        <message>
            <source>Sauspiel</source>
            <comment>contract.schafkopf.sauspiel</comment>
            <translation>パートナーゲーム</translation>
        </message>
        <message>
            <source>Sauspiel alone</source>
            <comment>contract.schafkopf.sauspiel_alone</comment>
            <translation>パートナーゲーム（単独）</translation>
        </message>
        <message>
            <source>Sie</source>
            <comment>contract.schafkopf.sie</comment>
            <translation>ズィー</translation>
        </message>
        <message>
            <source>Solo</source>
            <comment>contract.schafkopf.solo</comment>
            <translation>スート・ソロ</translation>
        </message>
        <message>
            <source>{type} {suit}</source>
            <comment>contract.schafkopf.suited</comment>
            <translation>{type}（{suit}）</translation>
        </message>
        <message>
            <source>{type} Tout</source>
            <comment>contract.schafkopf.tout</comment>
            <translation>{type}・トゥ</translation>
        </message>
        <message>
            <source>Wenz</source>
            <comment>contract.schafkopf.wenz</comment>
            <translation>ベンツ</translation>
        </message>
        <message>
            <source>{contract} Schneider announced</source>
            <comment>contract.schneider</comment>
            <translation>{contract}・シュナイダー宣言</translation>
        </message>
        <message>
            <source>{contract} Schwarz announced</source>
            <comment>contract.schwarz</comment>
            <translation>{contract}・シュワルツ宣言</translation>
        </message>
        <message>
            <source>pick alone</source>
            <comment>contract.sheepshead.alone</comment>
            <translation>ピック・アローン</translation>
        </message>
        <message>
            <source>pick, called {card}</source>
            <comment>contract.sheepshead.called</comment>
            <translation>ピック・{card}を指定</translation>
        </message>
        <message>
            <source>pick, called a partner</source>
            <comment>contract.sheepshead.called_kind</comment>
            <translation>ピック・パートナーを指定</translation>
        </message>
        <message>
            <source>pick, called {card} with an unknown card</source>
            <comment>contract.sheepshead.called_unknown</comment>
            <translation>ピック・{card}を指定（伏せたカード）</translation>
        </message>
        <message>
            <source>doubler</source>
            <comment>contract.sheepshead.doubler</comment>
            <translation>ダブラー</translation>
        </message>
        <message>
            <source>pick, jack of diamonds partner</source>
            <comment>contract.sheepshead.jack</comment>
            <translation>ピック・ダイヤのJがパートナー</translation>
        </message>
        <message>
            <source>Leaster</source>
            <comment>contract.sheepshead.leaster</comment>
            <translation>リースター</translation>
        </message>
        <message>
            <source>pick</source>
            <comment>contract.sheepshead.pick</comment>
            <translation>ピック</translation>
        </message>
        <message>
            <source>Grand</source>
            <comment>contract.skat.grand</comment>
            <translation>グラン</translation>
        </message>
        <message>
            <source>Null</source>
            <comment>contract.skat.null</comment>
            <translation>ヌル</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <comment>contract.skat.ramsch</comment>
            <translation>ラムシュ</translation>
        </message>
        <message>
            <source>{suit}</source>
            <comment>contract.skat.suit</comment>
            <translation>{suit}</translation>
        </message>
        <message>
            <source>{contract} Tout</source>
            <comment>contract.tout</comment>
            <translation>{contract}・トゥ</translation>
        </message>
        <message>
            <source>Hold or pass: your game is worth {value}.</source>
            <comment>goal.ask.hold_or_pass</comment>
            <translation>受けるかパスしてください。あなたのゲームの価値は{value}です。</translation>
        </message>
        <message>
            <source>Do you announce something before your card?</source>
            <comment>goal.ask.turn.announce</comment>
            <translation>カードを出す前に何か宣言しますか？</translation>
        </message>
        <message>
            <source>What do you say in the auction?</source>
            <comment>goal.ask.turn.bid</comment>
            <translation>ビッドで何と言いますか？</translation>
        </message>
        <message>
            <source>Do you pick up the blind?</source>
            <comment>goal.ask.turn.blind_pick_up</comment>
            <translation>ブラインドを拾いますか？</translation>
        </message>
        <message>
            <source>Whom do you call as your partner?</source>
            <comment>goal.ask.turn.call</comment>
            <translation>誰をパートナーに指定しますか？</translation>
        </message>
        <message>
            <source>Which game do you play?</source>
            <comment>goal.ask.turn.declare</comment>
            <translation>どのゲームを宣言しますか？</translation>
        </message>
        <message>
            <source>Do you double the stake?</source>
            <comment>goal.ask.turn.double</comment>
            <translation>得点を2倍にしますか？</translation>
        </message>
        <message>
            <source>Healthy, or a reservation?</source>
            <comment>goal.ask.turn.health</comment>
            <translation>普通のゲームにしますか、それとも保留しますか？</translation>
        </message>
        <message>
            <source>Do you knock?</source>
            <comment>goal.ask.turn.knock</comment>
            <translation>ノックしますか？</translation>
        </message>
        <message>
            <source>What do you choose?</source>
            <comment>goal.ask.turn.other</comment>
            <translation>どれを選びますか？</translation>
        </message>
        <message>
            <source>Which card do you hand over?</source>
            <comment>goal.ask.turn.pass_cards</comment>
            <translation>どのカードを渡しますか？</translation>
        </message>
        <message>
            <source>Do you pick up the cards laid aside?</source>
            <comment>goal.ask.turn.pick_up</comment>
            <translation>伏せて置かれたカードを取りますか？</translation>
        </message>
        <message>
            <source>Which reservation do you name?</source>
            <comment>goal.ask.turn.reservation</comment>
            <translation>どの保留を宣言しますか？</translation>
        </message>
        <message>
            <source>Do you pick up the skat, or play from your hand?</source>
            <comment>goal.ask.turn.skat_pick_up</comment>
            <translation>スカートを取りますか、それとも交換無しでプレイしますか？</translation>
        </message>
        <message>
            <source>With the cards as they lie, after {card} the declarer scores {value} instead of {best}; your side's card points: {taken} instead of {most}.</source>
            <comment>goal.deal.declarer_more</comment>
            <translation>実際のカードの配置では、{card}を出すとデクレアラーの得点は{best}ではなく{value}になり、あなたの側のカードポイントは{most}点ではなく{taken}点になります。</translation>
        </message>
        <message numerus="yes">
            <source>With the cards as they lie, after {card} the other side takes {more} more card points: your side ends with {value} instead of {best}.</source>
            <comment>goal.deal.fewer</comment>
            <translation>
                <numerusform>実際のカードの配置では、{card}を出すと相手側がカードポイントを{more}点多く取ります。あなたの側は{best}点ではなく{value}点で終わります。</numerusform>
            </translation>
        </message>
        <message>
            <source>With the cards as they lie, after {card} your side loses the deal; its card points: {value} instead of {best}.</source>
            <comment>goal.deal.loses</comment>
            <translation>実際のカードの配置では、{card}を出すとあなたの側はこのディールに負けます。カードポイントは{best}点ではなく{value}点です。</translation>
        </message>
        <message>
            <source>With the cards as they lie, after {card} your side loses the deal.</source>
            <comment>goal.deal.loses_plain</comment>
            <translation>実際のカードの配置では、{card}を出すとあなたの側はこのディールに負けます。</translation>
        </message>
        <message>
            <source>With the cards as they lie, after {card} the deal scores {value} points for you instead of {best}; your side's card points: {taken} instead of {most}.</source>
            <comment>goal.deal.lower</comment>
            <translation>実際のカードの配置では、{card}を出すとこのディールのあなたの得点は{best}ではなく{value}になり、あなたの側のカードポイントは{most}点ではなく{taken}点になります。</translation>
        </message>
        <message>
            <source>With the cards as they lie, after {card} the deal scores {value} points for you instead of {best}.</source>
            <comment>goal.deal.lower_plain</comment>
            <translation>実際のカードの配置では、{card}を出すとこのディールのあなたの得点は{best}ではなく{value}になります。</translation>
        </message>
        <message numerus="yes">
            <source>With the cards as they lie, after {card} you take {more} more card points: {value} instead of {best}.</source>
            <comment>goal.deal.more_avoid</comment>
            <translation>
                <numerusform>実際のカードの配置では、{card}を出すとあなたはカードポイントを{more}点多く取ります。{best}点ではなく{value}点です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That works too: with the cards as they lie, {card} ends the deal as well as {scripted}, your side taking {points} card points either way.</source>
            <comment>goal.deal.tie</comment>
            <translation>
                <numerusform>それでも大丈夫です。実際のカードの配置では、{card}でも{scripted}と同じ結果になり、どちらでもあなたの側のカードポイントは{points}点です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That works too: with the cards as they lie, you take {points} card points after {card}, as after {scripted}.</source>
            <comment>goal.deal.tie_avoid</comment>
            <translation>
                <numerusform>それでも大丈夫です。実際のカードの配置では、{card}でも{scripted}と同じく、あなたが取るカードポイントは{points}点です。</numerusform>
            </translation>
        </message>
        <message>
            <source>That works too: with the cards as they lie, {card} ends the deal as well as {scripted}.</source>
            <comment>goal.deal.tie_plain</comment>
            <translation>それでも大丈夫です。実際のカードの配置では、{card}でも{scripted}と同じ結果になります。</translation>
        </message>
        <message>
            <source>That works too: no other player holds a card between {card} and {scripted}, and they count the same, so either does what the other does.</source>
            <comment>goal.deal.twin</comment>
            <translation>それでも大丈夫です。{card}と{scripted}の間のカードを持つ他のプレイヤーはおらず、点数も同じなので、どちらを出しても同じ働きをします。</translation>
        </message>
        <message>
            <source>A teacher's rule advises against {chosen} with this hand.</source>
            <comment>goal.decision.not_advised</comment>
            <translation>この手札では、定石は{chosen}を勧めていません。</translation>
        </message>
        <message>
            <source>{chosen}: with this hand the coach expects {value} points on average.</source>
            <comment>goal.decision.right_value</comment>
            <translation>{chosen}：この手札なら、コーチの見込む平均得点は{value}です。</translation>
        </message>
        <message>
            <source>{chosen}: with this hand the coach expects {value} points on average; {right}: {best}.</source>
            <comment>goal.decision.value</comment>
            <translation>{chosen}：この手札なら、コーチの見込む平均得点は{value}です。{right}なら{best}です。</translation>
        </message>
        <message>
            <source>{chosen}: with this hand the coach expects {value} points on average, the deal won in {win}% of the deals it played out; {right}: {best} ({best_win}%).</source>
            <comment>goal.decision.value_win</comment>
            <translation>{chosen}：この手札なら、コーチの見込む平均得点は{value}（試したディールの{win}%で勝ち）です。{right}なら{best}（{best_win}%）です。</translation>
        </message>
        <message>
            <source>The lesson goes on as its deal was written: {what}.</source>
            <comment>goal.goes_on</comment>
            <translation>このレッスンは用意されたディールのとおりに進みます：{what}。</translation>
        </message>
        <message>
            <source>With the cards as they lie, no card does better than {card}: the deal ends at {value} points for you.</source>
            <comment>goal.met.best</comment>
            <translation>実際のカードの配置では、{card}より良いカードはありません。このディールのあなたの得点は{value}になります。</translation>
        </message>
        <message>
            <source>With the cards as they lie, the deal ends at {value} points for you after {card}, and at {best} after your best card.</source>
            <comment>goal.miss.worse</comment>
            <translation>実際のカードの配置では、{card}を出すとこのディールのあなたの得点は{value}、最善のカードなら{best}になります。</translation>
        </message>
        <message numerus="yes">
            <source>{count} cards</source>
            <comment>illegal.doppelkopf.cards</comment>
            <translation>
                <numerusform>{count}枚</numerusform>
            </translation>
        </message>
        <message>
            <source>you hold no {card}</source>
            <comment>illegal.doppelkopf.holds_no.you</comment>
            <translation>{card}を持っていません。</translation>
        </message>
        <message>
            <source>you belong to no party yet</source>
            <comment>illegal.doppelkopf.no_party_yet.you</comment>
            <translation>あなたはまだどちらのチームにも属していません。</translation>
        </message>
        <message>
            <source>you sit out this deal</source>
            <comment>illegal.doppelkopf.sits_out.you</comment>
            <translation>あなたはこのディールは休みです。</translation>
        </message>
        <message>
            <source>too late for {announcement}: it needs {need} in hand, {seat} holds {held}</source>
            <comment>illegal.doppelkopf.too_late</comment>
            <translation>{announcement}には遅すぎます：手札が{need}必要ですが、{seat}の手札は{held}です。</translation>
        </message>
        <message>
            <source>too late for {announcement}: it needs {need} in hand, you hold {held}</source>
            <comment>illegal.doppelkopf.too_late.you</comment>
            <translation>{announcement}には遅すぎます：手札が{need}必要ですが、あなたの手札は{held}です。</translation>
        </message>
        <message>
            <source>you do not play this deal</source>
            <comment>illegal.seat_not_playing.you</comment>
            <translation>あなたはこのディールに参加していません。</translation>
        </message>
        <message>
            <source>You took every trick (Durchmarsch).</source>
            <comment>result.verdict.durchmarsch.you</comment>
            <translation>あなたが全トリックを取りました（グランドスラム）。</translation>
        </message>
        <message>
            <source>{seat} won the Leaster with the fewest card points.</source>
            <comment>result.verdict.leaster</comment>
            <translation>{seat}がリースターで最少のカードポイントで勝ちました。</translation>
        </message>
        <message>
            <source>You won the Leaster with the fewest card points.</source>
            <comment>result.verdict.leaster.you</comment>
            <translation>あなたがリースターで最少のカードポイントで勝ちました。</translation>
        </message>
        <message>
            <source>You took the most card points and lose.</source>
            <comment>result.verdict.loser.you</comment>
            <translation>あなたのカードポイントが最多なので負けです。</translation>
        </message>
        <message>
            <source>Durchmarsch</source>
            <comment>rule.durchmarsch</comment>
            <translation>グランドスラム</translation>
        </message>
        <message>
            <source>Runners count from (Geier)</source>
            <comment>rule.runners_from_geier</comment>
            <translation>ランナーの最少枚数（ガイアー）</translation>
        </message>
        <message>
            <source>Runners count from (partner game)</source>
            <comment>rule.runners_from_partner</comment>
            <translation>ランナーの最少枚数（パートナーゲーム）</translation>
        </message>
        <message>
            <source>Runners count from (solo)</source>
            <comment>rule.runners_from_solo</comment>
            <translation>ランナーの最少枚数（ソロ）</translation>
        </message>
        <message>
            <source>Runners count from (suit Geier)</source>
            <comment>rule.runners_from_suit_geier</comment>
            <translation>ランナーの最少枚数（スート・ガイアー）</translation>
        </message>
        <message>
            <source>Runners count from (suit Wenz)</source>
            <comment>rule.runners_from_suit_wenz</comment>
            <translation>ランナーの最少枚数（スート・ベンツ）</translation>
        </message>
        <message>
            <source>Runners count from (Wenz)</source>
            <comment>rule.runners_from_wenz</comment>
            <translation>ランナーの最少枚数（ベンツ）</translation>
        </message>
        <message>
            <source>In Ramsch, a player who takes every trick (Durchmarsch) wins and is paid the solo tariff by each other player, or loses as the player with the most card points.</source>
            <comment>rule.schafkopf.durchmarsch.summary</comment>
            <translation>ラムシュで全トリックを取ったプレイヤー（グランドスラム）は勝ちとなり、ほかの各プレイヤーからソロの得点を受け取ります。そうでなければ、カードポイント最多のプレイヤーが負けです。</translation>
        </message>
        <message>
            <source>When all pass: no Ramsch (the deal is passed in), Ramsch, or Schieberamsch (the skat is passed round first).</source>
            <comment>rule.skat.ramsch.summary</comment>
            <translation>全員パスのとき：ラムシュなし（配り直し）、ラムシュ、シャイベラムシュ（まずスカートを回す）。</translation>
        </message>
        <message>
            <source>Scoring: standard (the declarer alone scores), tournament (Seeger-Fabian: +50 for a won game, −50 for a lost one; when the declarer loses, each opponent gets 40, 30 at a table of four), or adjusted (a won game charges the defenders).</source>
            <comment>rule.skat.scoring.summary</comment>
            <translation>得点：通常（デクレアラーだけが得点）、大会ルール（ゼーガー・ファビアン：勝ちで+50、負けで−50。デクレアラーが負けたら相手それぞれに40、4人なら30）、調整版（勝ったゲームは防御側の負担）。</translation>
        </message>
        <message>
            <source>Loses</source>
            <comment>rule.value.loses</comment>
            <translation>負け</translation>
        </message>
        <message>
            <source>No Ramsch</source>
            <comment>rule.value.none</comment>
            <translation>ラムシュなし</translation>
        </message>
        <message>
            <source>Wins</source>
            <comment>rule.value.wins</comment>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>your ♣J was taken by the other side in the last trick</source>
            <comment>score.doppelkopf.charlie_caught.note.you</comment>
            <translation>あなたの♣Jを相手チームが最後のトリックで取りました</translation>
        </message>
        <message>
            <source>your fox (♦A) was taken by the other side in a trick</source>
            <comment>score.doppelkopf.fox.note.you</comment>
            <translation>あなたのフォックス（♦A）を相手チームがトリックで取りました</translation>
        </message>
        <message>
            <source>you demanded a redeal</source>
            <comment>score.doppelkopf.redeal.you</comment>
            <translation>あなたが配り直しを要求しました</translation>
        </message>
        <message>
            <source>Durchmarsch: every trick, paid like a solo</source>
            <comment>score.schafkopf.durchmarsch</comment>
            <translation>グランドスラム：全トリック、ソロと同じ得点</translation>
        </message>
        <message>
            <source>{answer} gives up {loss} points on average against {best}.</source>
            <comment>practice.gave_up</comment>
            <translation>「{answer}」は「{best}」に比べて平均{loss}点の損です。</translation>
        </message>
        <message>
            <source>say nothing</source>
            <comment>coach.label.say_nothing</comment>
            <translation>何も宣言しない</translation>
        </message>
        <message>
            <source>{word}</source>
            <comment>coach.label.action</comment>
            <translation>{word}</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>action.doppelkopf.re</comment>
            <translation>レー</translation>
        </message>
        <message>
            <source>In this game you would hold no trump; your side aces: {aces}.</source>
            <comment>coach.game_no_trumps</comment>
            <translation>このゲームでは切り札がありません。切り札以外のエース：{aces}枚。</translation>
        </message>
        <message>
            <source>Your trumps in this game: {cards}; your side aces: {aces}.</source>
            <comment>coach.game_trumps</comment>
            <translation>このゲームでのあなたの切り札：{cards}。切り札以外のエース：{aces}枚。</translation>
        </message>
        <message>
            <source>In this deal, with every hand open, it cost {cost} {unit}: perfect play from here scores {best} for you after {card}, {chosen} after yours.</source>
            <comment>coach.hindsight.cost</comment>
            <translation>このディールでは、全員の手札を公開して見ると{cost}{unit}の損でした。ここから最善にプレイすると、あなたの得点は{card}なら{best}、あなたのカードなら{chosen}です。</translation>
        </message>
        <message>
            <source>In this deal, with every hand open, it cost nothing: perfect play from here scores {score} {unit} for you either way.</source>
            <comment>coach.hindsight.nothing</comment>
            <translation>このディールでは、全員の手札を公開して見ると損はありませんでした。ここから最善にプレイすると、どちらでもあなたの得点は{score}{unit}です。</translation>
        </message>
        <message>
            <source>What it changed in this deal with every hand open is not known: too many cards are left to solve exactly.</source>
            <comment>coach.hindsight.too_early</comment>
            <translation>全員の手札を公開した場合にこのディールで何が変わったかはわかりません。残りのカードが多すぎて正確には読み切れません。</translation>
        </message>
        <message>
            <source>With what you knew, {chosen} was the best choice.</source>
            <comment>coach.judged.best</comment>
            <translation>あなたが知っていたことから見て、{chosen}は最善の選択でした。</translation>
        </message>
        <message>
            <source>With what you knew, {chosen} was as good as {best}: it scored {behind} {unit} less on the deals looked at, inside the search's margin (±{margin}), so no loss.</source>
            <comment>coach.judged.tied</comment>
            <translation>あなたが知っていたことから見て、{chosen}は{best}と同じくらい良い手でした。調べたディールでは{behind}{unit}低くなりましたが、探索の誤差（±{margin}）の範囲内なので損ではありません。</translation>
        </message>
        <message>
            <source>With what you knew, {best} was better on average: {chosen} gives up {loss} {unit} (±{margin}).</source>
            <comment>coach.judged.worse</comment>
            <translation>あなたが知っていたことから見て、平均では{best}の方が良い手でした。{chosen}は{loss}{unit}の損です（±{margin}）。</translation>
        </message>
        <message>
            <source>With what you knew, {best} was better on average: {chosen} gives up {loss} {unit}.</source>
            <comment>coach.judged.worse_plain</comment>
            <translation>あなたが知っていたことから見て、平均では{best}の方が良い手でした。{chosen}は{loss}{unit}の損です。</translation>
        </message>
        <message>
            <source>Played as {game} ({tops}), this hand is worth {worth}: it is good for bids up to {limit}.</source>
            <comment>coach.skat_bid_game</comment>
            <translation>{game}（{tops}）でプレイすると、この手札のゲーム点は{worth}です。{limit}までビッドできます。</translation>
        </message>
        <message>
            <source>This hand is good for bids up to {limit}; its best game looks like {game}.</source>
            <comment>coach.skat_bid_likely</comment>
            <translation>この手札なら{limit}までビッドできます。いちばん良いゲームは{game}のようです。</translation>
        </message>
        <message>
            <source>Played as {game}, this hand is worth {worth}: it is good for bids up to {limit}.</source>
            <comment>coach.skat_bid_null</comment>
            <translation>{game}でプレイすると、この手札のゲーム点は{worth}です。{limit}までビッドできます。</translation>
        </message>
        <message>
            <source>Played as {game} ({tops}), these ten cards are worth {worth}, and the skat can change that: this hand is good for bids up to {limit}.</source>
            <comment>coach.skat_bid_skat</comment>
            <translation>{game}（{tops}）でプレイすると、この10枚のゲーム点は{worth}ですが、スカートで変わることがあります。この手札なら{limit}までビッドできます。</translation>
        </message>
        <message>
            <source>Your trumps: {cards}; your side aces: {aces}.</source>
            <comment>coach.trumps_held</comment>
            <translation>あなたの切り札：{cards}。切り札以外のエース：{aces}枚。</translation>
        </message>
        <message>
            <source>Ramsch</source>
            <comment>contract.schafkopf.ramsch</comment>
            <translation>ラムシュ</translation>
        </message>
        <message>
            <source>in a Leaster the fewest card points win, if the player took a trick</source>
            <comment>score.sheepshead.fewest.note</comment>
            <translation>リースターでは、1トリック以上取ったプレイヤーのうちカードポイント最少が勝ちます</translation>
        </message>
        <message>
            <source>30 or fewer (reverse Schneider)</source>
            <comment>score.sheepshead.row.30_or_fewer</comment>
            <translation>〜30（逆シュナイダー）</translation>
        </message>
        <message>
            <source>91 or more (Schneider)</source>
            <comment>score.sheepshead.row.91_or_more</comment>
            <translation>91〜（シュナイダー）</translation>
        </message>
        <message>
            <source>all tricks (Schwarz)</source>
            <comment>score.sheepshead.row.all_tricks</comment>
            <translation>全トリックを取る（シュワルツ）</translation>
        </message>
        <message>
            <source>no trick (reverse Schwarz)</source>
            <comment>score.sheepshead.row.no_trick</comment>
            <translation>1トリックも取れない（逆シュワルツ）</translation>
        </message>
        <message>
            <source>Worth {value} as your cards stand (base value {base} × multiplier {multiplier}).</source>
            <comment>score.skat.worth</comment>
            <translation>今の手札でのゲーム点は{value}（基本点{base}×乗数{multiplier}）。</translation>
        </message>
        <message>
            <source>Worth {low} to {high}: the skat decides your matadors (base value {base}).</source>
            <comment>score.skat.worth_range</comment>
            <translation>ゲーム点は{low}～{high}：トップはスカートの札で決まります（基本点{base}）。</translation>
        </message>
        <message>
            <source>Worth {value}.</source>
            <comment>score.skat.worth_null</comment>
            <translation>ゲーム点は{value}。</translation>
        </message>
        <message>
            <source>Below your bid of {bid}: unless Schneider or Schwarz raises the value, you are overbid and lose.</source>
            <comment>score.skat.below_bid</comment>
            <translation>ビッド{bid}に届きません。シュナイダーかシュワルツで上がらなければオーバービッドで負けです。</translation>
        </message>
        <message>
            <source>If the skat takes matadors away, it falls below your bid of {bid}: then only Schneider or Schwarz saves you from being overbid.</source>
            <comment>score.skat.maybe_below_bid</comment>
            <translation>スカートの札でトップが減るとビッド{bid}を下回ります。その場合はシュナイダーかシュワルツでなければオーバービッドです。</translation>
        </message>
        <message>
            <source>Below your bid of {bid}: this Null is overbid and lost whatever happens.</source>
            <comment>score.skat.null_below_bid</comment>
            <translation>ビッド{bid}に届かないため、このヌルはオーバービッドで必ず負けです。</translation>
        </message>
    </context>
    <context>
        <name>Rank</name>
        <message>
            <source>Sau</source>
            <translation>エース</translation>
        </message>
        <message>
            <source>König</source>
            <translation>K</translation>
        </message>
        <message>
            <source>Ober</source>
            <translation>O</translation>
        </message>
        <message>
            <source>Unter</source>
            <translation>U</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>A</translation>
        </message>
        <message>
            <source>king</source>
            <translation>K</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>Q</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>J</translation>
        </message>
        <message>
            <source>10</source>
            <translation>10</translation>
        </message>
        <message>
            <source>9</source>
            <translation>9</translation>
        </message>
        <message>
            <source>8</source>
            <translation>8</translation>
        </message>
        <message>
            <source>7</source>
            <translation>7</translation>
        </message>
    </context>
    <context>
        <name>Seat</name>
        <message>
            <source>seat {seat}</source>
            <translation>{seat}番席</translation>
        </message>
    </context>
    <context>
        <name>Suit</name>
        <message>
            <source>clubs</source>
            <translation>クラブ</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>スペード</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>ハート</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>ダイヤ</translation>
        </message>
        <message>
            <source>Eichel</source>
            <translation>ドングリ</translation>
        </message>
        <message>
            <source>Gras</source>
            <translation>葉</translation>
        </message>
        <message>
            <source>Herz</source>
            <translation>ハート</translation>
        </message>
        <message>
            <source>Schellen</source>
            <translation>鈴</translation>
        </message>
    </context>
    <context>
        <name>HintPanel</name>
        <message>
            <source>Hint (H)</source>
            <translation>ヒント(H)</translation>
        </message>
        <message>
            <source>What would a strong player do now, and why?</source>
            <translation>強いプレイヤーなら今どうするか、その理由も表示します。</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>選択肢</translation>
        </message>
        <message>
            <source>Expected score for the deal, on the scale named below</source>
            <translation>このディールの期待得点（下に示す尺度で）</translation>
        </message>
        <message>
            <source>Win chance</source>
            <translation>勝率</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>考え中…</translation>
        </message>
        <message>
            <source>Why not?</source>
            <translation>なぜできないのですか？</translation>
        </message>
        <message>
            <source>Advice: %1 (every choice is as good here)</source>
            <translation>おすすめ：%1（ここではどの選択肢も同じくらい良い手です）</translation>
        </message>
        <message numerus="yes">
            <source>%1 and %n more</source>
            <translation>
                <numerusform>%1ほか%n件</numerusform>
            </translation>
        </message>
        <message>
            <source>Advice: %1, or as good: %2</source>
            <translation>おすすめ：%1（同じくらい良い手：%2）</translation>
        </message>
        <message>
            <source>Advice: %1</source>
            <translation>おすすめ：%1</translation>
        </message>
        <message>
            <source>%1 (not advised)</source>
            <translation>%1（おすすめしません）</translation>
        </message>
        <message>
            <source>%1 (equally good)</source>
            <translation>%1（同じくらい良い）</translation>
        </message>
        <message>
            <source>Score: %1 (%2).</source>
            <translation>得点：%1（%2）。</translation>
        </message>
        <message>
            <source>± is the search's margin on a row's difference from the best: rows within it are equally good.</source>
            <translation>±は最善の行との差についての探索の誤差です。その範囲内の行は同じくらい良い手です。</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>期待得点</translation>
        </message>
        <message>
            <source>Win %</source>
            <translation>勝率</translation>
        </message>
        <message>
            <source>What you may do now, the best first</source>
            <translation>今できること（最善手が先頭）</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <source>%1 %2</source>
            <comment>a number and its unit</comment>
            <translation>%1%2</translation>
        </message>
        <message>
            <source>Review of the deal</source>
            <translation>ディールの振り返り</translation>
        </message>
        <message>
            <source>◀ Previous trick</source>
            <translation>◀ 前のトリック</translation>
        </message>
        <message>
            <source>Next trick ▶</source>
            <translation>次のトリック ▶</translation>
        </message>
        <message>
            <source>Play on from here</source>
            <translation>ここから続けてプレイ</translation>
        </message>
        <message>
            <source>Your choice</source>
            <translation>あなたの選択</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>評価</translation>
        </message>
        <message>
            <source>Better choice</source>
            <translation>より良い選択</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>損失</translation>
        </message>
        <message>
            <source>In this deal</source>
            <translation>このディールでは</translation>
        </message>
        <message>
            <source>What the choice cost in this deal, with every hand open</source>
            <translation>全員の手札を公開したとき、このディールでその選択がいくら損だったか</translation>
        </message>
        <message>
            <source>Grading your decisions…</source>
            <translation>あなたの判断を評価しています…</translation>
        </message>
        <message>
            <source>Your decisions, graded</source>
            <translation>あなたの判断と評価</translation>
        </message>
        <message>
            <source>The result of the deal</source>
            <translation>ディールの結果</translation>
        </message>
        <message>
            <source>Page Up</source>
            <translation>Page Up キー</translation>
        </message>
        <message>
            <source>Page Down</source>
            <translation>Page Down キー</translation>
        </message>
        <message>
            <source>Trick %1 of %2</source>
            <translation>トリック%1／%2</translation>
        </message>
        <message>
            <source>The end of the deal</source>
            <translation>ディールの終わり</translation>
        </message>
        <message>
            <source>Played: %1. You take the trick.</source>
            <translation>出されたカード：%1。あなたがトリックを取ります。</translation>
        </message>
        <message>
            <source>Played: %1. %2 takes the trick.</source>
            <translation>出されたカード：%1。%2がトリックを取ります。</translation>
        </message>
        <message>
            <source>best</source>
            <translation>最善手</translation>
        </message>
        <message>
            <source>good</source>
            <translation>好手</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>疑問手</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>悪手</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>大悪手</translation>
        </message>
        <message>
            <source>Grading your decisions… %1 of %2</source>
            <translation>あなたの判断を評価しています… %1／%2</translation>
        </message>
        <message>
            <source>The coach could not grade this deal: %1</source>
            <translation>コーチはこのディールを評価できませんでした：%1</translation>
        </message>
        <message>
            <source>Your decisions: %1</source>
            <translation>あなたの判断：%1</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>損なし</translation>
        </message>
        <message>
            <source>Solving with every hand open…</source>
            <translation>全員の手札を公開して解析しています…</translation>
        </message>
        <message numerus="yes">
            <source>Best line: %1 of %n cards</source>
            <translation>
                <numerusform>最善の手順：%n枚中%1枚</numerusform>
            </translation>
        </message>
        <message>
            <source>The search for the best play with every hand open failed: %1</source>
            <translation>全員の手札を公開した最善のプレイの探索ができませんでした：%1</translation>
        </message>
        <message>
            <source>The search for the best play with every hand open did not finish in its time (%1 s) from here, so there is no best line to show. Choose a later decision: the fewer cards are left, the faster it is found.</source>
            <translation>全員の手札を公開した最善のプレイの探索は、ここからでは制限時間（%1秒）内に終わりませんでした。そのため最善の手順は表示できません。もっと後の判断を選んでください。残りのカードが少ないほど早く見つかります。</translation>
        </message>
        <message>
            <source>Estimate (the solver cannot finish from here): with every hand open, %1 play-outs score about %2 ± %3 for you (you scored %4). Scale: %5.</source>
            <translation>推定値（ここからは最後まで読み切れません）：全員の手札を公開して%1回最後までプレイすると、あなたの得点はおよそ%2±%3です（実際は%4）。尺度：%5。</translation>
        </message>
        <message>
            <source>The search for the best play with every hand open starts once the game is settled: there is nothing to search before the card play.</source>
            <translation>全員の手札を公開した最善のプレイの探索は、ゲームが決まってから始まります。カードのプレイが始まる前には探索するものがありません。</translation>
        </message>
        <message>
            <source>With every hand open, the best line from here: %1</source>
            <translation>全員の手札を公開した場合、ここからの最善の手順：%1</translation>
        </message>
        <message>
            <source>With every hand open, perfect play from here scores %1 for you (you scored %2). Scale: %4. Best line: %3</source>
            <translation>全員の手札を公開した最善のプレイなら、ここからのあなたの得点は%1です（実際は%2）。尺度：%4。最善の手順：%3</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>何も宣言しない</translation>
        </message>
        <message>
            <source>(The time ran out before the end of the line.)</source>
            <translation>（手順の最後まで解く前に時間切れになりました。）</translation>
        </message>
        <message>
            <source>(as graded after the deal)</source>
            <translation>（ディール後の評価のまま）</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of %1</source>
            <translation>%1のルール</translation>
        </message>
    </context>
    <context>
        <name>TableCoach</name>
        <message>
            <source>Rules of %1</source>
            <translation>%1のルール</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>ヒント(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Review last deal…</source>
            <translation>直前のディールを振り返る(&amp;R)…</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>コーチ</translation>
        </message>
        <message>
            <source>There is no deal to advise on.</source>
            <translation>助言できるディールがありません。</translation>
        </message>
        <message>
            <source>You have nothing to decide now.</source>
            <translation>今は決めることがありません。</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>何も宣言しない</translation>
        </message>
        <message>
            <source>Rule: %1</source>
            <translation>ルール：%1</translation>
        </message>
        <message>
            <source>The coach could not answer: %1</source>
            <translation>コーチが答えられませんでした：%1</translation>
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation>振り返る(&amp;V)…</translation>
        </message>
        <message>
            <source>No deal has been finished yet.</source>
            <translation>まだ終わったディールがありません。</translation>
        </message>
        <message>
            <source>Practice: play on from here</source>
            <translation>練習：ここから続けてプレイ</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <source>The cards and their order</source>
            <comment>lesson.skat.cards.title</comment>
            <translation>カードとその強さ</translation>
        </message>
        <message>
            <source>Jacks first, then the trump suit A 10 K Q 9 8 7.</source>
            <comment>lesson.skat.cards.summary</comment>
            <translation>まずJ、次に切り札スートの A 10 K Q 9 8 7。</translation>
        </message>
        <message>
            <source>Skat is played by three with 32 cards: A 10 K Q J 9 8 7 in clubs, spades, hearts and diamonds. Each player gets 10 cards; 2 lie face down as the skat.</source>
            <comment>lesson.skat.cards.1</comment>
            <translation>スカートは3人で32枚のカードを使います：クラブ、スペード、ハート、ダイヤの A 10 K Q J 9 8 7。各プレイヤーに10枚ずつ配り、残り2枚を伏せておきます（これをスカートと呼びます）。</translation>
        </message>
        <message>
            <source>Clubs are trumps. Which card is the highest trump?</source>
            <comment>lesson.skat.cards.3</comment>
            <translation>クラブが切り札です。最も強い切り札はどれですか？</translation>
        </message>
        <message>
            <source>How many trumps are there in a Grand?</source>
            <comment>lesson.skat.cards.8</comment>
            <translation>グランでは切り札は何枚ありますか？</translation>
        </message>
        <message>
            <source>In a Grand only the four jacks are trumps; the four suits are plain suits.</source>
            <comment>lesson.skat.cards.9</comment>
            <translation>グランでは4枚のJだけが切り札で、4つのスートはすべて切り札以外のスートです。</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.skat.follow.title</comment>
            <translation>フォロー（マストフォロー）</translation>
        </message>
        <message>
            <source>Follow the suit led; trumps are one suit. Only without it may you trump or throw off.</source>
            <comment>lesson.skat.follow.summary</comment>
            <translation>リードスートでフォローします。切り札はひとつのスートです。フォローできないときだけ切り札を出したり捨てたりできます。</translation>
        </message>
        <message>
            <source>You hold hearts, so you must follow hearts: no trump now.</source>
            <comment>lesson.skat.follow.8</comment>
            <translation>ハートを持っているので、ハートでフォローしなければなりません。ここで切り札は出せません。</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.skat.points.title</comment>
            <translation>カードポイントと勝敗</translation>
        </message>
        <message>
            <source>61 wins, 90 is Schneider, every trick is Schwarz.</source>
            <comment>lesson.skat.points.summary</comment>
            <translation>61点で勝ち、90点でシュナイダー、全トリックでシュワルツ。</translation>
        </message>
        <message>
            <source>Each card has card points: ace 11, ten 10, king 4, queen 3, jack 2, 9 8 7 nothing. The deck holds 120.</source>
            <comment>lesson.skat.points.1</comment>
            <translation>各カードにはカードポイントがあります：A 11点、10 10点、K 4点、Q 3点、J 2点、9 8 7 は0点。合計120点です。</translation>
        </message>
        <message>
            <source>How many card points does the declarer need to win?</source>
            <comment>lesson.skat.points.2</comment>
            <translation>デクレアラーが勝つには何点のカードポイントが必要ですか？</translation>
        </message>
        <message>
            <source>61 of 120. With 60 the game is lost: the defenders hold 60 as well.</source>
            <comment>lesson.skat.points.3</comment>
            <translation>120点のうち61点以上です。60点では負けです（防御側も60点あるため）。</translation>
        </message>
        <message>
            <source>60 against 60 is not enough: the declarer needs 61.</source>
            <comment>lesson.skat.points.4</comment>
            <translation>60対60では足りません。デクレアラーには61点が必要です。</translation>
        </message>
        <message>
            <source>How many points are the ace, ten and king of one suit worth together?</source>
            <comment>lesson.skat.points.5</comment>
            <translation>同じスートの A、10、K を合わせると何点ですか？</translation>
        </message>
        <message>
            <source>11 + 10 + 4 = 25.</source>
            <comment>lesson.skat.points.6</comment>
            <translation>11 + 10 + 4 = 25点です。</translation>
        </message>
        <message>
            <source>With 90 or more the declarer wins Schneider; taking every trick is Schwarz. Each raises the game's value.</source>
            <comment>lesson.skat.points.7</comment>
            <translation>デクレアラーが90点以上取るとシュナイダー、全トリックを取るとシュワルツです。どちらもゲームの得点を上げます。</translation>
        </message>
        <message>
            <source>The declarer took 105 card points and the defenders one trick. What is it?</source>
            <comment>lesson.skat.points.8</comment>
            <translation>デクレアラーが105点、防御側は1トリックを取りました。結果は？</translation>
        </message>
        <message>
            <source>Won Schneider: 90 or more, but not every trick.</source>
            <comment>lesson.skat.points.9</comment>
            <translation>シュナイダーで勝ち：90点以上ですが、全トリックではありません。</translation>
        </message>
        <message>
            <source>Bidding and matadors</source>
            <comment>lesson.skat.bidding.title</comment>
            <translation>ビッドとトップ</translation>
        </message>
        <message>
            <source>Bid no higher than your game is worth: base value times matadors plus one.</source>
            <comment>lesson.skat.bidding.summary</comment>
            <translation>ゲームの得点（基本点×（トップ＋1））より高くビッドしないこと。</translation>
        </message>
        <message>
            <source>The bidding decides who plays alone. Players bid game values: 18, 20, 22, 23, 24, 27... A game's value is its base value (diamonds 9, hearts 10, spades 11, clubs 12, Grand 24) times its multiplier.</source>
            <comment>lesson.skat.bidding.1</comment>
            <translation>ビッドで誰が1人で戦うかを決めます。ビッドするのはゲームの得点です：18、20、22、23、24、27……。得点は基本点（ダイヤ9、ハート10、スペード11、クラブ12、グラン24）×乗数です。</translation>
        </message>
        <message>
            <source>Clubs with 2, game 3: what is the game worth?</source>
            <comment>lesson.skat.bidding.5</comment>
            <translation>クラブ、ウィズ2、ゲームで3倍：得点はいくつですか？</translation>
        </message>
        <message>
            <source>12 × 3 = 36. You may bid up to 36 with this game.</source>
            <comment>lesson.skat.bidding.6</comment>
            <translation>12 × 3 = 36点です。このゲームなら36までビッドできます。</translation>
        </message>
        <message>
            <source>18 is the lowest bid; nobody is left to bid against you.</source>
            <comment>lesson.skat.bidding.8</comment>
            <translation>18は最も低いビッドです。あなたに対抗してビッドする人はもういません。</translation>
        </message>
        <message>
            <source>Passing now would throw the deal in. Your hand is strong: bid.</source>
            <comment>lesson.skat.bidding.9</comment>
            <translation>ここでパスすると配り直しになります。強い手札なのでビッドしましょう。</translation>
        </message>
        <message>
            <source>Alone against two</source>
            <comment>lesson.skat.partners.title</comment>
            <translation>1人対2人</translation>
        </message>
        <message>
            <source>One declarer against two defenders who share their points.</source>
            <comment>lesson.skat.partners.summary</comment>
            <translation>デクレアラー1人対、ポイントを合計する防御側2人。</translation>
        </message>
        <message>
            <source>The winner of the bidding is the declarer and plays alone. The other two are the defenders and play together: their card points are added.</source>
            <comment>lesson.skat.partners.1</comment>
            <translation>ビッドの勝者はデクレアラーとなり、1人で戦います。残りの2人は防御側として協力し、カードポイントを合計します。</translation>
        </message>
        <message>
            <source>You are a defender. Who is your partner?</source>
            <comment>lesson.skat.partners.2</comment>
            <translation>あなたは防御側です。パートナーは誰ですか？</translation>
        </message>
        <message>
            <source>The other defender: you play together against the declarer.</source>
            <comment>lesson.skat.partners.3</comment>
            <translation>もう1人の防御側です。2人でデクレアラーと戦います。</translation>
        </message>
        <message>
            <source>Whose card points are the two cards of the skat?</source>
            <comment>lesson.skat.partners.7</comment>
            <translation>スカートの2枚のカードポイントは誰のものですか？</translation>
        </message>
        <message>
            <source>The skat always counts for the declarer, even in a hand game.</source>
            <comment>lesson.skat.partners.8</comment>
            <translation>スカートは交換無しのゲームでも常にデクレアラーのものです。</translation>
        </message>
        <message>
            <source>Hand, Schneider and Ouvert</source>
            <comment>lesson.skat.declaring.title</comment>
            <translation>ハンド、シュナイダー、ウヴェア</translation>
        </message>
        <message>
            <source>Hand, announcements and Ouvert each add 1 to the multiplier.</source>
            <comment>lesson.skat.declaring.summary</comment>
            <translation>ハンド、宣言、ウヴェアはそれぞれ乗数に1を足します。</translation>
        </message>
        <message>
            <source>After the bidding the declarer may take the skat and put two cards away, or play Hand, without the skat. Hand adds 1 to the multiplier; so do Schneider announced, Schwarz announced and Ouvert (cards open).</source>
            <comment>lesson.skat.declaring.1</comment>
            <translation>ビッドの後、デクレアラーはスカートを取って2枚を捨て札するか、スカートを取らずに（交換無し）ハンドでプレイします。ハンドは乗数に1を足します。シュナイダー宣言、シュワルツ宣言、ウヴェア（手札公開）も同じです。</translation>
        </message>
        <message>
            <source>Your hand is strong enough without the skat: declare Clubs Hand.</source>
            <comment>lesson.skat.declaring.2</comment>
            <translation>スカートがなくても十分強い手札です。クラブのハンドを宣言してください。</translation>
        </message>
        <message>
            <source>Clubs Hand: with 2, game 3, hand 4.</source>
            <comment>lesson.skat.declaring.3</comment>
            <translation>クラブのハンド：ウィズ2、ゲームで3、ハンドで4。</translation>
        </message>
        <message>
            <source>Taking the skat is allowed, but this lesson plays Hand for the extra multiplier.</source>
            <comment>lesson.skat.declaring.4</comment>
            <translation>スカートを取ることもできますが、このレッスンでは乗数を上げるためにハンドでプレイします。</translation>
        </message>
        <message>
            <source>Clubs Hand with 2: what is the multiplier before counting Schneider?</source>
            <comment>lesson.skat.declaring.5</comment>
            <translation>クラブのハンド、ウィズ2：シュナイダーを数える前の乗数はいくつですか？</translation>
        </message>
        <message>
            <source>With 2, game 3, hand 4.</source>
            <comment>lesson.skat.declaring.6</comment>
            <translation>ウィズ2、ゲームで3、ハンドで4です。</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.skat.scoring.title</comment>
            <translation>得点計算</translation>
        </message>
        <message>
            <source>Score = base value × multiplier; lost games count double against the declarer.</source>
            <comment>lesson.skat.scoring.summary</comment>
            <translation>得点＝基本点×乗数。負けたときはデクレアラーが2倍を失います。</translation>
        </message>
        <message>
            <source>This deal is over: you played Clubs Hand with 2 and took 105 card points. Let's count it.</source>
            <comment>lesson.skat.scoring.1</comment>
            <translation>このディールは終わりました。クラブのハンド、ウィズ2で105点を取りました。得点を計算しましょう。</translation>
        </message>
        <message>
            <source>With 2, game, hand, Schneider: what is the multiplier?</source>
            <comment>lesson.skat.scoring.2</comment>
            <translation>ウィズ2、ゲーム、ハンド、シュナイダー：乗数はいくつですか？</translation>
        </message>
        <message>
            <source>2 + 1 + 1 + 1 = 5.</source>
            <comment>lesson.skat.scoring.3</comment>
            <translation>2 + 1 + 1 + 1 = 5です。</translation>
        </message>
        <message>
            <source>And the game value?</source>
            <comment>lesson.skat.scoring.4</comment>
            <translation>では、ゲームの得点は？</translation>
        </message>
        <message>
            <source>12 × 5 = 60 points for you. A lost game would cost twice its value.</source>
            <comment>lesson.skat.scoring.5</comment>
            <translation>12 × 5 = 60点です。負けた場合は得点の2倍を失います。</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.skat.full-deal.title</comment>
            <translation>ガイド付きで1ディール</translation>
        </message>
        <message>
            <source>Now play the whole deal. Each step tells you what to aim for.</source>
            <comment>lesson.skat.full-deal.1</comment>
            <translation>今度はディール全体をプレイします。各ステップで狙いを説明します。</translation>
        </message>
        <message>
            <source>18 wins the bidding.</source>
            <comment>lesson.skat.full-deal.3</comment>
            <translation>18でビッドの勝者になります。</translation>
        </message>
        <message>
            <source>Declare your game: clubs, without the skat.</source>
            <comment>lesson.skat.full-deal.4</comment>
            <translation>ゲームを宣言してください：クラブ、交換無しです。</translation>
        </message>
        <message>
            <source>Clubs Hand.</source>
            <comment>lesson.skat.full-deal.5</comment>
            <translation>クラブのハンドです。</translation>
        </message>
        <message>
            <source>A high trump draws the defenders' trumps.</source>
            <comment>lesson.skat.full-deal.9</comment>
            <translation>強い切り札で防御側の切り札を引き出します。</translation>
        </message>
        <message>
            <source>From Schafkopf or Doppelkopf to Skat</source>
            <comment>lesson.skat.bridge.title</comment>
            <translation>シャーフコップやドッペルコップからスカートへ</translation>
        </message>
        <message>
            <source>Skat: jacks on top, bid by numbers, one against two.</source>
            <comment>lesson.skat.bridge.summary</comment>
            <translation>スカート：Jが最上位、数字でビッド、1人対2人。</translation>
        </message>
        <message>
            <source>You know trick-taking with 120 points and 61 to win: that holds in Skat too. What differs: three players, only the jacks are permanent trumps (no queens), and the declarer always plays alone against two.</source>
            <comment>lesson.skat.bridge.1</comment>
            <translation>120点で61点以上が勝ちというトリックテイキングは同じです。違うのは、3人でプレイすること、常に切り札なのはJだけ（Qは切り札ではない）、デクレアラーは常に1人で2人と戦うことです。</translation>
        </message>
        <message>
            <source>Yes, as a card of the trump suit, below the ace, ten and king: queens are not top trumps as in Schafkopf or Doppelkopf.</source>
            <comment>lesson.skat.bridge.3</comment>
            <translation>はい。ただし切り札スートの1枚としてで、A、10、Kより弱いです。シャーフコップやドッペルコップのようにQが最上位の切り札になることはありません。</translation>
        </message>
        <message>
            <source>Instead of naming a game, how do Skat players bid?</source>
            <comment>lesson.skat.bridge.6</comment>
            <translation>スカートではゲーム名の代わりに何をビッドしますか？</translation>
        </message>
        <message>
            <source>With numbers, the game values: 18, 20, 22...</source>
            <comment>lesson.skat.bridge.7</comment>
            <translation>数字（ゲームの得点）です：18、20、22……</translation>
        </message>
        <message>
            <source>Hold while your game is worth the bid, pass above it; then defend with your partner: cash your ace, get rid of a short suit, give your points to your partner's tricks.</source>
            <comment>lesson.skat.defending.summary</comment>
            <translation>ゲームの価値がビッドに届くうちは受け、超えたらパスします。その後はパートナーと防御します。エースでトリックを取り、短いスートをなくし、パートナーのトリックにカードポイントを入れましょう。</translation>
        </message>
        <message>
            <source>An ace in its suit's first round is hard to beat: whoever holds a club must follow.</source>
            <comment>lesson.skat.defending.16</comment>
            <translation>そのスートの最初の1巡のエースはなかなか負けません。クラブを持っている人はフォローしなければならないからです。</translation>
        </message>
        <message>
            <source>Your {CJ} is a trump: leading it draws a trump from each of the others and helps the declarer.</source>
            <comment>lesson.skat.defending.17</comment>
            <translation>{CJ}は切り札です。それをリードすると他の2人から切り札を引き出し、デクレアラーを助けることになります。</translation>
        </message>
        <message>
            <source>{p1} took your diamond with the {DA} and leads the {H9}, a trump; your partner {p2} plays the {HJ}. You play last.</source>
            <comment>lesson.skat.defending.20</comment>
            <translation>{p1}が{DA}であなたのダイヤを取り、切り札の{H9}をリードしました。パートナーの{p2}は{HJ}を出しました。あなたが最後です。</translation>
        </message>
        <message>
            <source>Your partner's {HJ} already wins: keep your {CJ} for a trick your side would not win without it.</source>
            <comment>lesson.skat.defending.21</comment>
            <translation>パートナーの{HJ}がすでに勝っています。{CJ}は、それがなければ取れないトリックのために取っておきましょう。</translation>
        </message>
        <message>
            <source>Your {CJ} would take a trick your partner already wins, and be gone when you need it.</source>
            <comment>lesson.skat.defending.22</comment>
            <translation>{CJ}はパートナーがすでに勝っているトリックを取ることになり、必要なときになくなってしまいます。</translation>
        </message>
        <message>
            <source>{p2} leads the {DT}. You have no diamond.</source>
            <comment>lesson.skat.defending.25</comment>
            <translation>{p2}が{DT}をリードしました。あなたはダイヤを持っていません。</translation>
        </message>
        <message>
            <source>Without diamonds you may trump: the {CJ} is the highest trump, and the {DT} comes with it.</source>
            <comment>lesson.skat.defending.26</comment>
            <translation>ダイヤがないので切り札を出せます。{CJ}は一番強い切り札で、{DT}もあなたのものになります。</translation>
        </message>
        <message>
            <source>You took the trick and lead again.</source>
            <comment>lesson.skat.defending.27</comment>
            <translation>あなたがトリックを取り、またリードします。</translation>
        </message>
        <message>
            <source>Of the clubs, only the queen is still unseen, and it is lower than yours: whoever wants your club must spend a trump on it.</source>
            <comment>lesson.skat.defending.28</comment>
            <translation>クラブでまだ見ていないのはQだけで、あなたのクラブより弱いです。あなたのクラブを取りたい人は切り札を使わなければなりません。</translation>
        </message>
        <message>
            <source>{p1} took 57 card points with the skat: the game is lost, since the declarer needs 61. Hearts Hand without 3 is worth 10 × 5 = 50 (without 3, game, hand); lost, it costs {p1} twice that, 100. You and {p2} took 63 and won together.</source>
            <comment>lesson.skat.defending.29</comment>
            <translation>{p1}はスカートを含めて57点で、デクレアラーには61点が必要なのでゲームは負けです。ハートのハンド、ウィズアウト3は10 × 5 = 50点（ウィズアウト3、ゲーム、ハンド）で、負けたので{p1}はその2倍の100点を失います。あなたと{p2}は63点を取り、2人で勝ちました。</translation>
        </message>
        <message>
            <source>Your {CA} will take a trick sooner or later. Here it takes only the queen with it; kept, it could have to take a trick full of points.</source>
            <comment>lesson.skat.ramsch.6</comment>
            <translation>{CA}はいつか必ずトリックを取ります。今ならQと一緒に取るだけですが、残しておくと、カードポイントの多いトリックを取らされるかもしれません。</translation>
        </message>
        <message>
            <source>The cards and the trumps</source>
            <comment>lesson.schafkopf.cards.title</comment>
            <translation>カードと切り札</translation>
        </message>
        <message>
            <source>Obers, then Unters, then hearts: trumps are one suit of their own.</source>
            <comment>lesson.schafkopf.cards.summary</comment>
            <translation>O、U、ハートの順。切り札はひとつのスートとして扱います。</translation>
        </message>
        <message>
            <source>Schafkopf is played by four with 32 German-suited cards: Eichel, Gras, Herz and Schellen, each Sau (ace), 10, König, Ober, Unter, 9, 8, 7. Everyone gets 8 cards.</source>
            <comment>lesson.schafkopf.cards.1</comment>
            <translation>シャーフコップは4人で、ドイツ式の32枚を使います：ドングリ、葉、ハート、鈴の各スートに A（エース）、10、K、O、U、9、8、7。各プレイヤーに8枚ずつ配ります。</translation>
        </message>
        <message>
            <source>In the partner game (Sauspiel) the trumps are, from the top: the four Obers (Eichel, Gras, Herz, Schellen), the four Unters in the same order, then the hearts: Sau, 10, König, 9, 8, 7. Fourteen trumps.</source>
            <comment>lesson.schafkopf.cards.2</comment>
            <translation>パートナーゲームでは、強い順に4枚のO（ドングリ、葉、ハート、鈴）、同じ順の4枚のU、そしてハートの D、10、K、9、8、7 が切り札です。切り札は14枚です。</translation>
        </message>
        <message>
            <source>Which is the highest trump?</source>
            <comment>lesson.schafkopf.cards.3</comment>
            <translation>最も強い切り札はどれですか？</translation>
        </message>
        <message>
            <source>How many trumps are there in a partner game?</source>
            <comment>lesson.schafkopf.cards.9</comment>
            <translation>パートナーゲームでは切り札は何枚ありますか？</translation>
        </message>
        <message>
            <source>4 Obers + 4 Unters + 6 hearts = 14.</source>
            <comment>lesson.schafkopf.cards.10</comment>
            <translation>O 4枚 + U 4枚 + ハート 6枚 = 14枚です。</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.schafkopf.follow.title</comment>
            <translation>フォロー（マストフォロー）</translation>
        </message>
        <message>
            <source>Follow the suit led; all trumps are one suit. Without it, play any card.</source>
            <comment>lesson.schafkopf.follow.summary</comment>
            <translation>リードスートでフォロー。切り札はすべてひとつのスート。持っていなければ好きなカードを出せます。</translation>
        </message>
        <message>
            <source>You play a partner game. The one who leads plays any card; the others must follow the suit led. All trumps, Obers and Unters included, count as one suit: a trump led asks for a trump.</source>
            <comment>lesson.schafkopf.follow.1</comment>
            <translation>あなたはパートナーゲームをプレイします。リードプレイヤーは好きなカードを出せますが、他のプレイヤーはリードスートでフォローしなければなりません。OとUを含むすべての切り札はひとつのスートとして扱うので、切り札がリードされたら切り札を出します。</translation>
        </message>
        <message>
            <source>Lead a trump that nobody can beat.</source>
            <comment>lesson.schafkopf.follow.2</comment>
            <translation>誰にも負けない切り札をリードしてください。</translation>
        </message>
        <message>
            <source>Nobody can beat it, and everyone must give a trump.</source>
            <comment>lesson.schafkopf.follow.3</comment>
            <translation>誰もこれに勝てず、全員が切り札を出さなければなりません。</translation>
        </message>
        <message>
            <source>The {HA} is a trump too, but a weak one: every Ober and Unter beats it.</source>
            <comment>lesson.schafkopf.follow.4</comment>
            <translation>{HA}も切り札ですが弱い切り札で、どのOとUにも負けます。</translation>
        </message>
        <message>
            <source>You won the trick. Again, lead a trump that nobody can beat.</source>
            <comment>lesson.schafkopf.follow.9</comment>
            <translation>あなたがトリックを取りました。もう一度、誰にも負けない切り札をリードしてください。</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.schafkopf.points.title</comment>
            <translation>カードポイントと勝敗</translation>
        </message>
        <message>
            <source>61 wins; 91 is Schneider; every trick is Schwarz.</source>
            <comment>lesson.schafkopf.points.summary</comment>
            <translation>61点で勝ち、91点でシュナイダー、全トリックでシュワルツ。</translation>
        </message>
        <message>
            <source>Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9 8 7 nothing: 120 card points. The declarer's side needs 61.</source>
            <comment>lesson.schafkopf.points.1</comment>
            <translation>D 11点、10 10点、K 4点、O 3点、U 2点、9 8 7 は0点、合計120点です。デクレアラー側は61点以上が必要です。</translation>
        </message>
        <message>
            <source>The declarer's side took 60 card points. Who wins?</source>
            <comment>lesson.schafkopf.points.2</comment>
            <translation>デクレアラー側が60点を取りました。勝ったのは？</translation>
        </message>
        <message>
            <source>The defenders: 60 is not enough, 61 is needed.</source>
            <comment>lesson.schafkopf.points.3</comment>
            <translation>防御側です。60点では足りず、61点が必要です。</translation>
        </message>
        <message>
            <source>Now find your partner: lead the called suit.</source>
            <comment>lesson.schafkopf.full-deal.25</comment>
            <translation>次はパートナーを見つけましょう：呼んだエースのスートをリードしてください。</translation>
        </message>
        <message>
            <source>The holder of the called Sau must play it now.</source>
            <comment>lesson.schafkopf.full-deal.26</comment>
            <translation>呼んだエースを持っている人は、今それを出さなければなりません。</translation>
        </message>
        <message>
            <source>Your trumps can wait: first make the called Sau come out, so that you know who plays with you.</source>
            <comment>lesson.schafkopf.full-deal.27</comment>
            <translation>切り札は後でかまいません。まず呼んだエースを出させて、誰が味方かを確かめましょう。</translation>
        </message>
        <message>
            <source>{p2} had to play the {SA}: {p2} is your partner, and the Sau took the trick.</source>
            <comment>lesson.schafkopf.full-deal.28</comment>
            <translation>{p2}は{SA}を出すしかありませんでした。{p2}があなたのパートナーで、そのエースがトリックを取りました。</translation>
        </message>
        <message>
            <source>The defenders took 28 card points. What is it?</source>
            <comment>lesson.schafkopf.points.7</comment>
            <translation>防御側のカードポイントは28点でした。結果は？</translation>
        </message>
        <message>
            <source>Schneider: the declarer's side has 92, more than 90.</source>
            <comment>lesson.schafkopf.points.8</comment>
            <translation>シュナイダーです。デクレアラー側は92点で、90点を超えています。</translation>
        </message>
        <message>
            <source>Choosing a game</source>
            <comment>lesson.schafkopf.bidding.title</comment>
            <translation>ゲームの選択</translation>
        </message>
        <message>
            <source>Say play or pass; a stronger game overcalls: partner game, Wenz, Solo.</source>
            <comment>lesson.schafkopf.bidding.summary</comment>
            <translation>プレイかパス。より強いゲームで上書き：パートナーゲーム、ベンツ、ソロ。</translation>
        </message>
        <message>
            <source>From the dealer's left, each player says "play" or passes ("weiter"). A later player can overcall with a stronger game: partner game, then Wenz, then Solo (and their Tout forms) from weakest to strongest.</source>
            <comment>lesson.schafkopf.bidding.1</comment>
            <translation>ディーラーの左隣から順に「プレイ」か「パス」を宣言します。後の人はより強いゲームを宣言できます。弱い順にパートナーゲーム、ベンツ、ソロ（とそれぞれのトゥ）です。</translation>
        </message>
        <message>
            <source>You sit left of the dealer and have strong trumps. Say that you want to play.</source>
            <comment>lesson.schafkopf.bidding.2</comment>
            <translation>あなたはディーラーの左隣で、強い切り札を持っています。プレイすると宣言してください。</translation>
        </message>
        <message>
            <source>Which game is stronger in the auction?</source>
            <comment>lesson.schafkopf.bidding.5</comment>
            <translation>ビッドではどちらのゲームが強いですか？</translation>
        </message>
        <message>
            <source>A Wenz beats a partner game; a Solo beats both.</source>
            <comment>lesson.schafkopf.bidding.6</comment>
            <translation>ベンツはパートナーゲームより強く、ソロはどちらよりも強いです。</translation>
        </message>
        <message>
            <source>Won</source>
            <comment>lesson.skat.points.10</comment>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>The four jacks are always the highest trumps: {CJ} {SJ} {HJ} {DJ}. In a suit game the trump suit follows: A 10 K Q 9 8 7. In a Grand only the four jacks are trumps.</source>
            <comment>lesson.skat.cards.2</comment>
            <translation>4枚のJは常に最も強い切り札です：{CJ} {SJ} {HJ} {DJ}。スートゲームではその後に切り札スートが A 10 K Q 9 8 7 の順に続きます。グランでは4枚のJだけが切り札です。</translation>
        </message>
        <message>
            <source>The {CJ} is the highest trump in every suit game and in Grand.</source>
            <comment>lesson.skat.cards.4</comment>
            <translation>{CJ}はどのスートゲームでもグランでも最も強い切り札です。</translation>
        </message>
        <message>
            <source>The {CA} is only the fifth trump: all four jacks are higher.</source>
            <comment>lesson.skat.cards.5</comment>
            <translation>{CA}は5番目の切り札にすぎません：4枚のJのほうが強いのです。</translation>
        </message>
        <message>
            <source>Clubs are trumps. Which is higher, the {DJ} or the {CA}?</source>
            <comment>lesson.skat.cards.6</comment>
            <translation>クラブが切り札です。{DJ}と{CA}ではどちらが強いですか？</translation>
        </message>
        <message>
            <source>Even the lowest jack, {DJ}, beats the ace of trumps.</source>
            <comment>lesson.skat.cards.7</comment>
            <translation>最も弱いJである{DJ}でも、切り札のAより強いのです。</translation>
        </message>
        <message>
            <source>You play clubs without taking the skat, and you lead the first trick. The player who leads may play any card; every other player must follow: play a card of the suit led if they hold one. The trumps count as one suit of their own.</source>
            <comment>lesson.skat.follow.1</comment>
            <translation>あなたはスカートを取らずにクラブのゲームをプレイし、最初のトリックをリードします。リードプレイヤーは好きなカードを出せますが、他のプレイヤーはフォローしなければなりません。リードされたスートのカードを持っていれば、それを出します。切り札はひとつのスートとして扱います。</translation>
        </message>
        <message>
            <source>Won Schneider</source>
            <comment>lesson.skat.points.11</comment>
            <translation>シュナイダーで勝ち</translation>
        </message>
        <message>
            <source>Won Schwarz</source>
            <comment>lesson.skat.points.12</comment>
            <translation>シュワルツで勝ち</translation>
        </message>
        <message>
            <source>The multiplier starts with the matadors: the unbroken run of top trumps from the {CJ} that you hold ("with") or lack ("without"). Add 1 for the game itself.</source>
            <comment>lesson.skat.bidding.2</comment>
            <translation>乗数はまずトップで決まります：{CJ}から途切れずに続く最上位の切り札を持っている数（ウィズ）か、持っていない数（ウィズアウト）。これにゲームの1を足します。</translation>
        </message>
        <message>
            <source>You hold {CJ} and {SJ} but not the {HJ}. How many matadors in a clubs game?</source>
            <comment>lesson.skat.bidding.3</comment>
            <translation>{CJ}と{SJ}はあり、{HJ}はありません。クラブのゲームでトップはいくつですか？</translation>
        </message>
        <message>
            <source>With 2: the run stops at the missing {HJ}.</source>
            <comment>lesson.skat.bidding.4</comment>
            <translation>ウィズ2です。{HJ}がないのでそこで途切れます。</translation>
        </message>
        <message>
            <source>{p1} and {p2} passed. Now you may bid: bid as low as you can, and no more than your game is worth.</source>
            <comment>lesson.skat.bidding.7</comment>
            <translation>{p1}と{p2}はパスしました。あなたがビッドできます。できるだけ低く、ゲームの価値を超えないようにビッドしてください。</translation>
        </message>
        <message>
            <source>The declarer</source>
            <comment>lesson.skat.partners.4</comment>
            <translation>デクレアラー</translation>
        </message>
        <message>
            <source>The other defender</source>
            <comment>lesson.skat.partners.5</comment>
            <translation>もう1人の防御側</translation>
        </message>
        <message>
            <source>Nobody</source>
            <comment>lesson.skat.partners.6</comment>
            <translation>いない</translation>
        </message>
        <message>
            <source>The declarer</source>
            <comment>lesson.skat.partners.9</comment>
            <translation>デクレアラー</translation>
        </message>
        <message>
            <source>The defenders</source>
            <comment>lesson.skat.partners.10</comment>
            <translation>防御側</translation>
        </message>
        <message>
            <source>{p1} and {p2} passed. Bid as low as you can.</source>
            <comment>lesson.skat.full-deal.2</comment>
            <translation>{p1}と{p2}はパスしました。できるだけ低くビッドしてください。</translation>
        </message>
        <message>
            <source>Clubs are trumps. Is the {CQ} a trump in Skat?</source>
            <comment>lesson.skat.bridge.2</comment>
            <translation>クラブが切り札です。スカートで{CQ}は切り札ですか？</translation>
        </message>
        <message>
            <source>Yes</source>
            <comment>lesson.skat.bridge.4</comment>
            <translation>はい</translation>
        </message>
        <message>
            <source>No</source>
            <comment>lesson.skat.bridge.5</comment>
            <translation>いいえ</translation>
        </message>
        <message>
            <source>Numbers</source>
            <comment>lesson.skat.bridge.8</comment>
            <translation>数字</translation>
        </message>
        <message>
            <source>Game names</source>
            <comment>lesson.skat.bridge.9</comment>
            <translation>ゲーム名</translation>
        </message>
        <message>
            <source>Answering a bid, then defending</source>
            <comment>lesson.skat.defending.title</comment>
            <translation>ビッドに答えて、防御する</translation>
        </message>
        <message>
            <source>In this deal someone else bids, and you answer. Your cards are good for a clubs game with the {CJ}: with 1, game 2, so 2 × 12 = 24. Never hold more than that.</source>
            <comment>lesson.skat.defending.1</comment>
            <translation>このディールでは他のプレイヤーがビッドし、あなたが答えます。あなたの手札は{CJ}のあるクラブのゲームに向いています：ウィズ1、ゲーム2で、2 × 12 = 24。それより上は受けてはいけません。</translation>
        </message>
        <message>
            <source>{p1} bids 18. Hold or pass?</source>
            <comment>lesson.skat.defending.2</comment>
            <translation>{p1}が18をビッドしました。受けますか、パスしますか？</translation>
        </message>
        <message>
            <source>You hold 18: now {p1} must bid higher or pass.</source>
            <comment>lesson.skat.defending.3</comment>
            <translation>18を受けました。{p1}はもっと高くビッドするかパスしなければなりません。</translation>
        </message>
        <message>
            <source>{p1} bids 20.</source>
            <comment>lesson.skat.defending.4</comment>
            <translation>{p1}が20をビッドしました。</translation>
        </message>
        <message>
            <source>You hold 20.</source>
            <comment>lesson.skat.defending.5</comment>
            <translation>20を受けました。</translation>
        </message>
        <message>
            <source>{p1} bids 22.</source>
            <comment>lesson.skat.defending.6</comment>
            <translation>{p1}が22をビッドしました。</translation>
        </message>
        <message>
            <source>You hold 22.</source>
            <comment>lesson.skat.defending.7</comment>
            <translation>22を受けました。</translation>
        </message>
        <message>
            <source>{p1} bids 23.</source>
            <comment>lesson.skat.defending.8</comment>
            <translation>{p1}が23をビッドしました。</translation>
        </message>
        <message>
            <source>You hold 23.</source>
            <comment>lesson.skat.defending.9</comment>
            <translation>23を受けました。</translation>
        </message>
        <message>
            <source>{p1} bids 24.</source>
            <comment>lesson.skat.defending.10</comment>
            <translation>{p1}が24をビッドしました。</translation>
        </message>
        <message>
            <source>24 is just what your game is worth: you may still hold it.</source>
            <comment>lesson.skat.defending.11</comment>
            <translation>24はちょうどあなたのゲームの価値です。まだ受けられます。</translation>
        </message>
        <message>
            <source>{p1} bids 27.</source>
            <comment>lesson.skat.defending.12</comment>
            <translation>{p1}が27をビッドしました。</translation>
        </message>
        <message>
            <source>27 is more than your game is worth: you pass.</source>
            <comment>lesson.skat.defending.13</comment>
            <translation>27はあなたのゲームの価値より高いので、パスします。</translation>
        </message>
        <message>
            <source>{p2} passes too. {p1} is the declarer and plays hearts without taking up the skat: hearts and the jacks are trumps. You and {p2} are the defenders: your card points count together, and you need 60 to win.</source>
            <comment>lesson.skat.defending.14</comment>
            <translation>{p2}もパスしました。{p1}がデクレアラーになり、スカートを取らずにハートをプレイします：ハートとJが切り札です。あなたと{p2}は防御側です。2人のカードポイントを合わせて、60点で勝ちです。</translation>
        </message>
        <message>
            <source>You lead the first trick.</source>
            <comment>lesson.skat.defending.15</comment>
            <translation>最初のトリックはあなたのリードです。</translation>
        </message>
        <message>
            <source>Taking up the skat and laying away</source>
            <comment>lesson.skat.skat.title</comment>
            <translation>スカートを取って捨て札する</translation>
        </message>
        <message>
            <source>Take up the skat, lay away the two cards with the most points that are no trumps, then declare.</source>
            <comment>lesson.skat.skat.summary</comment>
            <translation>スカートを取り、切り札でない一番点の高いカード2枚を捨て札して、ゲームを宣言します。</translation>
        </message>
        <message>
            <source>Before you declare, you may take up the skat: its two cards come into your hand, and you lay two cards away. The cards you lay away count for you at the end.</source>
            <comment>lesson.skat.skat.1</comment>
            <translation>ゲームを宣言する前に、スカートを取ることができます。2枚のカードが手札に入り、2枚を捨て札します。捨て札したカードは最後にあなたのカードポイントになります。</translation>
        </message>
        <message>
            <source>{p1} and {p2} passed. Bid as low as you can.</source>
            <comment>lesson.skat.skat.2</comment>
            <translation>{p1}と{p2}はパスしました。できるだけ低くビッドしてください。</translation>
        </message>
        <message>
            <source>18 wins the bidding.</source>
            <comment>lesson.skat.skat.3</comment>
            <translation>18でビッドの勝者になります。</translation>
        </message>
        <message>
            <source>You have won the bidding. Take up the skat.</source>
            <comment>lesson.skat.skat.4</comment>
            <translation>ビッドの勝者になりました。スカートを取ってください。</translation>
        </message>
        <message>
            <source>The skat held the {SK} and the {D7}. You have 12 cards now and lay two away.</source>
            <comment>lesson.skat.skat.5</comment>
            <translation>スカートは{SK}と{D7}でした。今は12枚あるので、2枚を捨て札します。</translation>
        </message>
        <message>
            <source>You will play clubs: keep the jacks and the clubs. Lay away your first card.</source>
            <comment>lesson.skat.skat.6</comment>
            <translation>クラブをプレイします。Jとクラブは残しておきます。1枚目を捨て札してください。</translation>
        </message>
        <message>
            <source>The {S7} is worth nothing: laid away, it brings you no points.</source>
            <comment>lesson.skat.skat.8</comment>
            <translation>{S7}は0点です。捨て札しても点になりません。</translation>
        </message>
        <message>
            <source>Lay away your second card.</source>
            <comment>lesson.skat.skat.9</comment>
            <translation>2枚目を捨て札してください。</translation>
        </message>
        <message>
            <source>The skat now holds 20 card points for you before the first trick.</source>
            <comment>lesson.skat.skat.10</comment>
            <translation>最初のトリックの前から、捨て札の20点があなたのものです。</translation>
        </message>
        <message>
            <source>Declare your game: clubs.</source>
            <comment>lesson.skat.skat.11</comment>
            <translation>ゲームを宣言してください：クラブです。</translation>
        </message>
        <message>
            <source>Clubs, with the skat taken up. With 1, game 2: 2 × 12 = 24, enough for your bid of 18.</source>
            <comment>lesson.skat.skat.12</comment>
            <translation>スカートを取ったクラブのゲームです。ウィズ1、ゲーム2で2 × 12 = 24。ビッドの18に足ります。</translation>
        </message>
        <message>
            <source>Ramsch: take as little as you can</source>
            <comment>lesson.skat.ramsch.title</comment>
            <translation>ラムシュ：できるだけ取らない</translation>
        </message>
        <message>
            <source>When everyone passes, Ramsch is played: each plays alone, and whoever takes the most card points loses.</source>
            <comment>lesson.skat.ramsch.summary</comment>
            <translation>全員がパスするとラムシュになります。全員が1人で戦い、カードポイントを一番多く取った人が負けです。</translation>
        </message>
        <message>
            <source>Nobody bids in this deal: all three pass, and Ramsch is played. There is no declarer. Only the jacks are trumps, and each plays alone: whoever takes the most card points loses.</source>
            <comment>lesson.skat.ramsch.1</comment>
            <translation>このディールでは誰もビッドしません。3人ともパスしてラムシュになります。デクレアラーはいません。切り札はJだけで、各自が1人で戦います。カードポイントを一番多く取った人が負けです。</translation>
        </message>
        <message>
            <source>You lead the first trick, and the lesson leads your {S9}, a card others can beat: four higher spades are still unseen, so someone else is likely to take this trick and its points. With the cards as they lie, your {C7} would cost you more card points here: it would leave your {CA} alone in clubs, the highest club left.</source>
            <comment>lesson.skat.ramsch.12</comment>
            <translation>最初のトリックはあなたのリードです。レッスンは、他の人が上回れるカード{S9}をリードします。もっと強いスペードがまだ4枚見えていないので、このトリックはカードポイントごと、他の人が取る可能性が高いです。実際のカードの配置では、ここで{C7}を出すとカードポイントをもっと取らされます。{CA}がクラブに1枚だけ残り、残っている中で一番強いクラブになるからです。</translation>
        </message>
        <message>
            <source>{p1} leads the {CJ}, a trump, and {p2} plays the {HJ}. Your only trump, the {DJ}, must follow: the lesson plays it, and with it goes the danger of taking a trick with it later.</source>
            <comment>lesson.skat.ramsch.14</comment>
            <translation>{p1}が切り札の{CJ}をリードし、{p2}が{HJ}を出しました。あなたのただ1枚の切り札{DJ}でフォローしなければなりません。レッスンがこれを出します。これで、後でこのカードでトリックを取らされる心配もなくなります。</translation>
        </message>
        <message>
            <source>{p1} took the first five tricks. Then {p1} led the {S7}, and your {S8} took it: {p2} had no spade and threw the {DK}. You lead now. Of the diamonds, only the queen is still unseen.</source>
            <comment>lesson.skat.ramsch.15</comment>
            <translation>{p1}が最初の5トリックを取りました。次に{p1}が{S7}をリードし、あなたの{S8}がトリックを取りました。{p2}はスペードがなく、{DK}を捨てました。今度はあなたのリードです。ダイヤでまだ見えていないのはQだけです。</translation>
        </message>
        <message>
            <source>The queen can beat your {D8}: unless it lies in the skat, its holder must follow with it, and this trick, with the points thrown onto it, is not yours.</source>
            <comment>lesson.skat.ramsch.16</comment>
            <translation>Qはあなたの{D8}より強いカードです。スカートに入っていなければ、持っている人はQでフォローしなければならず、このトリックは、捨てられたカードポイントごと、あなたのものにはなりません。</translation>
        </message>
        <message>
            <source>{p2} took your diamond with the {DQ} and leads the {CQ}. Your clubs are the {CA} and the {C7}.</source>
            <comment>lesson.skat.ramsch.5</comment>
            <translation>{p2}が{DQ}であなたのダイヤを取り、{CQ}をリードしました。あなたのクラブは{CA}と{C7}です。</translation>
        </message>
        <message>
            <source>You lead again, with the {C7} and the {D7} left.</source>
            <comment>lesson.skat.ramsch.17</comment>
            <translation>またあなたのリードです。残りは{C7}と{D7}です。</translation>
        </message>
        <message>
            <source>Every other diamond has been played, so nobody could follow your {D7}: unless someone trumped it, it would win, with the points thrown onto it. A higher club is still unseen: your {C7} can be beaten.</source>
            <comment>lesson.skat.ramsch.18</comment>
            <translation>ほかのダイヤはすべて出ているので、{D7}にフォローできる人はいません。誰かが切り札を出さない限り{D7}が勝ち、捨てられたカードポイントも取ることになります。もっと強いクラブがまだ1枚見えていないので、{C7}は負ける可能性があります。</translation>
        </message>
        <message>
            <source>You took 18 card points. {p1} took the most, 65, and loses the Ramsch: 20 points.</source>
            <comment>lesson.skat.ramsch.11</comment>
            <translation>あなたは18点でした。{p1}が一番多い65点を取り、ラムシュに負けて20点を失います。</translation>
        </message>
        <message>
            <source>An Eichel card</source>
            <comment>lesson.schafkopf.follow.8</comment>
            <translation>ドングリのカード</translation>
        </message>
        <message>
            <source>The declarer's side</source>
            <comment>lesson.schafkopf.points.4</comment>
            <translation>デクレアラー側</translation>
        </message>
        <message>
            <source>The defenders</source>
            <comment>lesson.schafkopf.points.5</comment>
            <translation>防御側</translation>
        </message>
        <message>
            <source>Schneider: the declarer's side wins with 91 or more, or loses with 30 or less. Schwarz: one side took every trick. Each adds to the price.</source>
            <comment>lesson.schafkopf.points.6</comment>
            <translation>シュナイダー：デクレアラー側が91点以上で勝つか、30点以下で負けること。シュワルツ：一方の側が全トリックを取ること。どちらも得点が上がります。</translation>
        </message>
        <message>
            <source>Won</source>
            <comment>lesson.schafkopf.points.9</comment>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>Won Schneider</source>
            <comment>lesson.schafkopf.points.10</comment>
            <translation>シュナイダーで勝ち</translation>
        </message>
        <message>
            <source>With three Obers, an Unter and three hearts you should play.</source>
            <comment>lesson.schafkopf.bidding.4</comment>
            <translation>O 3枚とU 1枚、それにハート3枚があるので、プレイするべきです。</translation>
        </message>
        <message>
            <source>Partner game</source>
            <comment>lesson.schafkopf.bidding.7</comment>
            <translation>パートナーゲーム</translation>
        </message>
        <message>
            <source>Wenz</source>
            <comment>lesson.schafkopf.bidding.8</comment>
            <translation>ベンツ</translation>
        </message>
        <message>
            <source>In a Wenz only the four Unters are trumps; in a Solo you choose the trump suit and play alone against three.</source>
            <comment>lesson.schafkopf.bidding.9</comment>
            <translation>ベンツでは4枚のUだけが切り札です。ソロでは切り札スートを選び、1人で3人と戦います。</translation>
        </message>
        <message>
            <source>The called Sau</source>
            <comment>lesson.schafkopf.partners.title</comment>
            <translation>呼んだエース</translation>
        </message>
        <message>
            <source>Call a Sau of a suit you hold; the called suit led forces it out.</source>
            <comment>lesson.schafkopf.partners.summary</comment>
            <translation>自分が持っているスートのエースを呼ぶ。そのスートがリードされるとエースを出さなければならない。</translation>
        </message>
        <message>
            <source>In a partner game you call a Sau (not hearts) of a suit where you hold a card but not the Sau. Whoever holds it is your secret partner: two against two.</source>
            <comment>lesson.schafkopf.partners.1</comment>
            <translation>パートナーゲームでは、自分がカードを持っていてエースを持っていないスートの（ハート以外の）エースを呼びます。それを持つ人が秘密のパートナーとなり、2対2で戦います。</translation>
        </message>
        <message>
            <source>A Solo would be alone against three. Here a partner game is enough.</source>
            <comment>lesson.schafkopf.partners.4</comment>
            <translation>ソロは1対3になります。ここではパートナーゲームで十分です。</translation>
        </message>
        <message>
            <source>Find your partner: lead the called suit.</source>
            <comment>lesson.schafkopf.partners.5</comment>
            <translation>パートナーを見つけましょう：呼んだスートをリードしてください。</translation>
        </message>
        <message>
            <source>{p2} had to play the {SA}: {p2} is your partner, and the Sau took the trick.</source>
            <comment>lesson.schafkopf.partners.9</comment>
            <translation>{p2}は{SA}を出すしかありませんでした。{p2}があなたのパートナーで、そのエースがトリックを取りました。</translation>
        </message>
        <message>
            <source>A solo player may announce Tout: to take every trick. Tout doubles the price but is lost with a single trick lost. Holding all four Obers and Unters is a Sie, worth four times a solo.</source>
            <comment>lesson.schafkopf.announcing.1</comment>
            <translation>ソロのプレイヤーはトゥ（全トリックを取ること）を宣言できます。トゥは得点が2倍になりますが、1トリックでも取られると負けです。OとUを8枚すべて持つのがズィーで、ソロの4倍です。</translation>
        </message>
        <message>
            <source>Kontra doubles the price again.</source>
            <comment>lesson.schafkopf.announcing.12</comment>
            <translation>コントラで得点がさらに2倍になります。</translation>
        </message>
        <message>
            <source>The declarer's side did not answer with Re.</source>
            <comment>lesson.schafkopf.announcing.16</comment>
            <translation>デクレアラー側はレで応えませんでした。</translation>
        </message>
        <message>
            <source>A Sauspiel costs 20 here. You knocked once and said Kontra, and your side won, without Schneider or runners: what does each player win or pay?</source>
            <comment>lesson.schafkopf.announcing.14</comment>
            <translation>ここではパートナーゲームの得点は20点です。あなたは1回ノックしてコントラを宣言し、あなたの側がシュナイダーもランナーもなしで勝ちました。各プレイヤーはいくら受け取り、または支払いますか？</translation>
        </message>
        <message>
            <source>A solo is worth 50. What is a Solo Tout worth, before runners?</source>
            <comment>lesson.schafkopf.announcing.3</comment>
            <translation>ソロは50点です。ランナーを除くと、ソロ・トゥは何点ですか？</translation>
        </message>
        <message>
            <source>Tout doubles: 100.</source>
            <comment>lesson.schafkopf.announcing.4</comment>
            <translation>トゥで2倍、100点です。</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.schafkopf.scoring.title</comment>
            <translation>得点計算</translation>
        </message>
        <message>
            <source>Tariff plus Schneider, Schwarz and runners; each defender pays it.</source>
            <comment>lesson.schafkopf.scoring.summary</comment>
            <translation>基本の得点＋シュナイダー、シュワルツ、ランナー。防御側それぞれが支払います。</translation>
        </message>
        <message>
            <source>This partner game is over: you and your partner took every trick. The price is paid by each defender to one of you.</source>
            <comment>lesson.schafkopf.scoring.1</comment>
            <translation>このパートナーゲームは終わりました。あなたとパートナーが全トリックを取りました。防御側はそれぞれ、あなたたちの1人に得点を支払います。</translation>
        </message>
        <message>
            <source>Partner game 20, Schneider 10, Schwarz 10, 3 runners at 10: what is the price?</source>
            <comment>lesson.schafkopf.scoring.4</comment>
            <translation>パートナーゲーム20点、シュナイダー10点、シュワルツ10点、ランナー3枚×10点：得点はいくつですか？</translation>
        </message>
        <message>
            <source>20 + 10 + 10 + 30 = 70: you and your partner each win 70.</source>
            <comment>lesson.schafkopf.scoring.5</comment>
            <translation>20 + 10 + 10 + 30 = 70点。あなたとパートナーがそれぞれ70点を得ます。</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.schafkopf.full-deal.title</comment>
            <translation>ガイド付きで1ディール</translation>
        </message>
        <message>
            <source>Now play the whole deal as the declarer of a partner game.</source>
            <comment>lesson.schafkopf.full-deal.1</comment>
            <translation>今度はパートナーゲームのデクレアラーとしてディール全体をプレイします。</translation>
        </message>
        <message>
            <source>Do you want to play?</source>
            <comment>lesson.schafkopf.full-deal.2</comment>
            <translation>プレイしますか？</translation>
        </message>
        <message>
            <source>Yes: your trumps are strong.</source>
            <comment>lesson.schafkopf.full-deal.3</comment>
            <translation>はい。切り札が強いです。</translation>
        </message>
        <message>
            <source>Choose the partner game.</source>
            <comment>lesson.schafkopf.full-deal.4</comment>
            <translation>パートナーゲームを選んでください。</translation>
        </message>
        <message>
            <source>The lesson led your {CQ}, the highest trump: nobody could beat it, and each player who held a trump had to give one.</source>
            <comment>lesson.schafkopf.full-deal.36</comment>
            <translation>レッスンはあなたの{CQ}、最も強い切り札をリードしました。誰も勝てず、切り札を持っている人は1枚出さなければなりませんでした。</translation>
        </message>
        <message>
            <source>{p2} led the {C7} and {p3} played the {CT}: your {CA} took the trick.</source>
            <comment>lesson.schafkopf.full-deal.37</comment>
            <translation>{p2}が{C7}をリードし、{p3}が{CT}を出しました。あなたの{CA}がトリックを取りました。</translation>
        </message>
        <message>
            <source>The lesson led your {H9}: {p1} took it with the {HQ}, and {p3} had to give the {HJ}.</source>
            <comment>lesson.schafkopf.full-deal.38</comment>
            <translation>レッスンはあなたの{H9}をリードしました。{p1}が{HQ}で取り、{p3}は{HJ}を出さなければなりませんでした。</translation>
        </message>
        <message>
            <source>{p1} led the {D9}, and you have no Schellen. Two trumps are still out: take the trick, and keep the trumps that can beat them.</source>
            <comment>lesson.schafkopf.full-deal.39</comment>
            <translation>{p1}が{D9}をリードし、あなたは鈴を持っていません。外にはまだ切り札が2枚あります。トリックを取りつつ、それらに勝てる切り札は残してください。</translation>
        </message>
        <message>
            <source>Your {HK} takes the trick: nobody after you can play a higher card, and your {CJ} and {SQ} stay for the two trumps still out.</source>
            <comment>lesson.schafkopf.full-deal.40</comment>
            <translation>あなたの{HK}がトリックを取ります。あなたの後に出す人はいません。{CJ}と{SQ}は、外に残る2枚の切り札のために残ります。</translation>
        </message>
        <message>
            <source>Two trumps are still out, an Ober and an Unter. Lead so that a player holding one must give it.</source>
            <comment>lesson.schafkopf.full-deal.41</comment>
            <translation>外にはまだ切り札が2枚、Oが1枚とUが1枚あります。切り札を持っている人がそれを出さなければならないようにリードしてください。</translation>
        </message>
        <message>
            <source>Your {CJ} makes a player with a trump give one, and your {SQ} stays for the trump after it.</source>
            <comment>lesson.schafkopf.full-deal.42</comment>
            <translation>あなたの{CJ}で、切り札を持っている人は1枚出さなければなりません。{SQ}はその後の切り札のために残ります。</translation>
        </message>
        <message>
            <source>{p3} took your {CJ} with the {DQ} and leads the {SJ}, the last trump out. Take the trick.</source>
            <comment>lesson.schafkopf.full-deal.44</comment>
            <translation>{p3}が{DQ}であなたの{CJ}を取り、外に残る最後の切り札{SJ}をリードしました。トリックを取ってください。</translation>
        </message>
        <message>
            <source>Your {SQ} is higher than the {SJ}: nobody else holds a trump now, and your {HA} takes the last trick.</source>
            <comment>lesson.schafkopf.full-deal.45</comment>
            <translation>あなたの{SQ}は{SJ}より強いです。もう他の誰も切り札を持っていないので、あなたの{HA}が最後のトリックを取ります。</translation>
        </message>
        <message>
            <source>You and your partner took 100 card points: the game is won Schneider. Each of you gets 30 from one of them: 20 for the partner game and 10 for Schneider. No runners: in a partner game they count from three, and your side held only the two highest trumps in a row.</source>
            <comment>lesson.schafkopf.full-deal.46</comment>
            <translation>あなたとパートナーは100点を取り、シュナイダーで勝ちました。あなたたちはそれぞれ、相手の1人から30点を受け取ります。パートナーゲーム20点とシュナイダー10点です。ランナーはありません。パートナーゲームではランナーは3枚からで、あなたの側は上から続けて2枚の切り札しか持っていませんでした。</translation>
        </message>
        <message>
            <source>From Skat to Schafkopf</source>
            <comment>lesson.schafkopf.bridge.title</comment>
            <translation>スカートからシャーフコップへ</translation>
        </message>
        <message>
            <source>Obers on top, hearts trump, two against two with the called Sau.</source>
            <comment>lesson.schafkopf.bridge.summary</comment>
            <translation>Oが最強、ハートが切り札、呼んだエースで2対2。</translation>
        </message>
        <message>
            <source>You know Skat? The cards count the same (120, 61 wins) and the trumps are one suit. What differs: four players; the Obers (queens) are the top trumps above the Unters (jacks); hearts are the usual trump suit; and in the partner game you play two against two with the called Sau.</source>
            <comment>lesson.schafkopf.bridge.1</comment>
            <translation>スカートを知っていますか？カードポイント（120点、61点で勝ち）と、切り札がひとつのスートである点は同じです。違いは、4人でプレイすること、O（クイーン）がU（ジャック）より上の最強の切り札であること、普通はハートが切り札スートであること、パートナーゲームでは呼んだエースで2対2になることです。</translation>
        </message>
        <message>
            <source>Every Ober beats every Unter, unlike Skat where the jacks are on top.</source>
            <comment>lesson.schafkopf.bridge.3</comment>
            <translation>どのOもどのUより強いです。Jが最強のスカートとは違います。</translation>
        </message>
        <message>
            <source>In a Wenz, which cards are trumps?</source>
            <comment>lesson.schafkopf.bridge.6</comment>
            <translation>ベンツでは何が切り札ですか？</translation>
        </message>
        <message>
            <source>Only the four Unters, like a Skat Grand with its four jacks.</source>
            <comment>lesson.schafkopf.bridge.7</comment>
            <translation>4枚のUだけです。スカートのグランで4枚のJが切り札なのと同じです。</translation>
        </message>
        <message>
            <source>Defending a Sauspiel</source>
            <comment>lesson.schafkopf.defending.title</comment>
            <translation>パートナーゲームの防御</translation>
        </message>
        <message>
            <source>You have two trumps, the {DQ} and the {HK}. Play or pass?</source>
            <comment>lesson.schafkopf.defending.1</comment>
            <translation>切り札は{DQ}と{HK}の2枚です。プレイしますか、パスしますか？</translation>
        </message>
        <message>
            <source>Two trumps are too few to play: you pass.</source>
            <comment>lesson.schafkopf.defending.2</comment>
            <translation>切り札2枚ではプレイするには少なすぎるので、パスします。</translation>
        </message>
        <message>
            <source>{p1} led the {H9}, a trump; {p2} played the {H8} and {p3}, your partner, the {HA}. You played last and had to give a trump. Nobody was left to beat the {HA}, so the lesson gave your {HK}: 4 points to your partner's trick, where the {DQ} gives 3.</source>
            <comment>lesson.schafkopf.defending.22</comment>
            <translation>{p1}が切り札の{H9}をリードし、{p2}が{H8}、あなたのパートナーの{p3}が{HA}を出しました。あなたは最後で、切り札を出さなければなりませんでした。{HA}に勝てる人はもういないので、レッスンはあなたの{HK}を出しました。パートナーのトリックに4点が入ります。{DQ}なら3点です。</translation>
        </message>
        <message>
            <source>A Wenz</source>
            <comment>lesson.schafkopf.wenz.title</comment>
            <translation>ベンツ</translation>
        </message>
        <message>
            <source>In a Wenz only the four Unters are trumps. Draw them first, then your Saus are safe; lose the trick you must lose while the others still have to follow suit.</source>
            <comment>lesson.schafkopf.wenz.27</comment>
            <translation>ベンツでは4枚のUだけが切り札です。まずそれを引き出せば、あなたのエースは安全です。負けるしかないトリックは、他の人がまだフォローしなければならないうちに渡しましょう。</translation>
        </message>
        <message>
            <source>In a Wenz only the four Unters are trumps, from the {CJ} down to the {DJ}. The Obers are plain cards: in each suit they rank between the König and the 9. Herz is a plain suit like the others. At this table the solo games are the Solo, the Wenz and the Geier: no Farbwenz or Farbgeier.</source>
            <comment>lesson.schafkopf.wenz.19</comment>
            <translation>ベンツでは4枚のUだけが切り札で、{CJ}が一番強く{DJ}が一番弱いです。Oは普通のカードで、各スートのKと9の間に入ります。ハートも他と同じ普通のスートです。このテーブルで遊べるソロのゲームはスート・ソロ、ベンツ、ガイアーで、スート・ベンツとスート・ガイアーはありません。</translation>
        </message>
        <message>
            <source>You hold the two highest Unters, the Sau and the 10 of Eichel, and three more Saus. Say that you want to play.</source>
            <comment>lesson.schafkopf.wenz.20</comment>
            <translation>あなたは最も強い2枚のU、ドングリのエースと10、さらにエースを3枚持っています。プレイしたいと宣言してください。</translation>
        </message>
        <message>
            <source>Everyone else passed. Announce your game: a Wenz.</source>
            <comment>lesson.schafkopf.wenz.4</comment>
            <translation>他の全員がパスしました。ゲームを宣言してください：ベンツです。</translation>
        </message>
        <message>
            <source>{p1} and {p2} had to give their Unters, the {HJ} and the {DJ}. With your two, all four Unters are accounted for: nobody else holds a trump now, and your Eichel cards are safe.</source>
            <comment>lesson.schafkopf.wenz.21</comment>
            <translation>{p1}と{p2}はUの{HJ}と{DJ}を出すしかありませんでした。あなたの2枚と合わせて4枚のUがすべて分かりました。もう他の誰も切り札を持っていないので、あなたのドングリは安全です。</translation>
        </message>
        <message>
            <source>Play your Eichel cards now: lead Eichel.</source>
            <comment>lesson.schafkopf.wenz.22</comment>
            <translation>今のうちにドングリを取りにいきましょう。ドングリをリードしてください。</translation>
        </message>
        <message>
            <source>Your {CA} is the highest Eichel card, and nobody can trump it: it takes the trick.</source>
            <comment>lesson.schafkopf.wenz.23</comment>
            <translation>あなたの{CA}は一番強いドングリで、誰も切り札で取れません。このトリックを取ります。</translation>
        </message>
        <message>
            <source>The lesson went on with your {CT}, now the highest Eichel card: it took the trick.</source>
            <comment>lesson.schafkopf.wenz.24</comment>
            <translation>レッスンは続けてあなたの{CT}を出しました。今や一番強いドングリなので、トリックを取りました。</translation>
        </message>
        <message>
            <source>{p1} led the {D7}, and your {DA} took the trick. Your last three cards are sure tricks: your {SJ} is the last trump, and your {SA} and {HA} are the highest cards of their suits. The lesson plays them.</source>
            <comment>lesson.schafkopf.wenz.25</comment>
            <translation>{p1}が{D7}をリードし、あなたの{DA}がトリックを取りました。残りの3枚は確実にトリックを取ります。{SJ}は最後の切り札で、{SA}と{HA}はそれぞれのスートで一番強いカードです。レッスンがそれを出します。</translation>
        </message>
        <message>
            <source>You took 103 card points: the Wenz is won Schneider. Each of the three pays you 80: 50 for the solo game, 10 for Schneider and 20 for two runners. In a Wenz runners count from two Unters in a row from the top, and you held the two highest.</source>
            <comment>lesson.schafkopf.wenz.26</comment>
            <translation>カードポイントは103点で、ベンツはシュナイダーで勝ちです。3人がそれぞれ80点をあなたに払います。ソロの50点、シュナイダーの10点、ランナー2枚の20点です。ベンツでは一番上から続くUが2枚以上でランナーになり、あなたは最も強い2枚を持っていました。</translation>
        </message>
        <message>
            <source>A Solo</source>
            <comment>lesson.schafkopf.solo.title</comment>
            <translation>スート・ソロ</translation>
        </message>
        <message>
            <source>In a Solo the declarer names a suit, and it takes the place of Herz: the Obers, the Unters and that suit are trumps, fourteen in all. The declarer plays alone against three. At this table the solo games are the Solo, the Wenz and the Geier: no Farbwenz or Farbgeier.</source>
            <comment>lesson.schafkopf.solo.24</comment>
            <translation>スート・ソロではデクレアラーがスートを1つ決め、ハートの代わりにそのスートが切り札になります。O、Uとそのスートで、切り札は全部で14枚です。デクレアラーは1人で3人と戦います。このテーブルで遊べるソロのゲームはスート・ソロ、ベンツ、ガイアーで、スート・ベンツとスート・ガイアーはありません。</translation>
        </message>
        <message>
            <source>You want to play.</source>
            <comment>lesson.schafkopf.solo.3</comment>
            <translation>プレイを宣言しました。</translation>
        </message>
        <message>
            <source>The lesson cashed your two Saus that are no trump: nobody trumped them, and each took its trick, the {HA} this one.</source>
            <comment>lesson.schafkopf.solo.25</comment>
            <translation>レッスンは、切り札でない2枚のエースをリードしました。誰も切り札で取らず、どちらもトリックを取りました。このトリックは{HA}です。</translation>
        </message>
        <message>
            <source>Five trumps were out, two of them Obers. The lesson gave up this trick with your {C9}, worth nothing: whoever wanted it had to spend a high trump, and your {SQ} and {HJ} stay for the later tricks.</source>
            <comment>lesson.schafkopf.solo.26</comment>
            <translation>外には切り札が5枚、そのうち2枚はOでした。レッスンは0点の{C9}でこのトリックを渡しました。このトリックを取りたい人は強い切り札を使わなければならず、あなたの{SQ}と{HJ}は後のトリックのために残ります。</translation>
        </message>
        <message>
            <source>In a Geier only the four Obers are trumps; the Unters are plain cards in their suits, below the König. Draw the Obers, give up the cards that cannot win while your Obers can take the lead back, then cash your Saus.</source>
            <comment>lesson.schafkopf.geier.33</comment>
            <translation>ガイアーでは4枚のOだけが切り札で、Uは各スートの普通のカードとしてKの下に入ります。Oを引き出し、Oでリードを取り戻せるうちに勝てないカードを手放し、それからエースでトリックを取りましょう。</translation>
        </message>
        <message>
            <source>In a Geier only the four Obers are trumps, from the {CQ} down to the {DQ}. The Unters are plain cards: in each suit they rank below the König, A 10 K U 9 8 7. Herz is a plain suit like the others. At this table the solo games are the Solo, the Wenz and the Geier: no Farbwenz or Farbgeier.</source>
            <comment>lesson.schafkopf.geier.22</comment>
            <translation>ガイアーでは4枚のOだけが切り札で、{CQ}が一番強く{DQ}が一番弱いです。Uは普通のカードで、各スートではKの下に入ります（A 10 K U 9 8 7）。ハートも他と同じ普通のスートです。このテーブルで遊べるソロのゲームはスート・ソロ、ベンツ、ガイアーで、スート・ベンツとスート・ガイアーはありません。</translation>
        </message>
        <message>
            <source>One Ober was against you, so the lesson led your {CQ}: whoever held the last Ober had to give it to your trump. {p2} gave the {DQ}: with your three, all four Obers are accounted for, and nobody else holds a trump.</source>
            <comment>lesson.schafkopf.geier.23</comment>
            <translation>Oが1枚相手側にあったので、レッスンはあなたの{CQ}をリードしました。最後のOを持っている人は、それを出さなければなりませんでした。{p2}が{DQ}を出しました。あなたの3枚と合わせて4枚のOがすべて分かり、もう他の誰も切り札を持っていません。</translation>
        </message>
        <message>
            <source>Your {DT} cannot take a trick while a higher Schellen card is out. You still hold two Obers: choose your lead.</source>
            <comment>lesson.schafkopf.geier.24</comment>
            <translation>外にもっと強い鈴があるうちは、あなたの{DT}はトリックを取れません。あなたにはまだOが2枚あります。リードするカードを選んでください。</translation>
        </message>
        <message>
            <source>Your {DT} goes now, while you still hold both Obers: whoever takes it must lead again, and your Obers and Saus take the lead back.</source>
            <comment>lesson.schafkopf.geier.25</comment>
            <translation>Oを2枚とも持っているうちに、{DT}を手放します。それを取った人はまたリードしなければならず、あなたのOとエースがリードを取り戻します。</translation>
        </message>
        <message>
            <source>{p1} took that trick and led Herz: your {HA} won this one.</source>
            <comment>lesson.schafkopf.geier.26</comment>
            <translation>{p1}がそのトリックを取ってハートをリードし、あなたの{HA}がこのトリックを取りました。</translation>
        </message>
        <message>
            <source>The lesson gave up your {C9}, your other card that could not win: {p3} took it with the {CT}.</source>
            <comment>lesson.schafkopf.geier.27</comment>
            <translation>レッスンは、勝てないもう1枚のカード{C9}を手放しました。{p3}が{CT}で取りました。</translation>
        </message>
        <message>
            <source>{p3} leads the {D7}, and you have no Schellen. Take the trick.</source>
            <comment>lesson.schafkopf.geier.28</comment>
            <translation>{p3}が{D7}をリードし、あなたは鈴を持っていません。トリックを取ってください。</translation>
        </message>
        <message>
            <source>Without Schellen you may trump: your Ober takes the trick, since nobody else holds a trump.</source>
            <comment>lesson.schafkopf.geier.29</comment>
            <translation>鈴がないので切り札を出せます。他の誰も切り札を持っていないので、あなたのOがトリックを取ります。</translation>
        </message>
        <message>
            <source>Your {CA} is no trump: it cannot take a Schellen trick, and its 11 points would go to the others.</source>
            <comment>lesson.schafkopf.geier.30</comment>
            <translation>あなたの{CA}は切り札ではありません。鈴のトリックは取れず、その11点は相手に渡ってしまいます。</translation>
        </message>
        <message>
            <source>The rest is yours: your last Ober is the only trump left, and your {CA} and {SA} are the highest cards of their suits. The lesson plays them.</source>
            <comment>lesson.schafkopf.geier.31</comment>
            <translation>残りはあなたのものです。あなたの最後のOはただ1枚残った切り札で、{CA}と{SA}はそれぞれのスートで一番強いカードです。レッスンがそれを出します。</translation>
        </message>
        <message>
            <source>You took 79 card points: the Geier is won. Each of the three pays you 80: 50 for the solo game and 30 for three runners, the three highest Obers in a row.</source>
            <comment>lesson.schafkopf.geier.32</comment>
            <translation>カードポイントは79点で、ガイアーは勝ちです。3人がそれぞれ80点をあなたに払います。ソロの50点と、上から続く3枚のOによるランナー3枚の30点です。</translation>
        </message>
        <message>
            <source>Re and Kontra: the {CQ}</source>
            <comment>lesson.doppelkopf.partners.title</comment>
            <translation>攻撃チームと防御チーム：{CQ}</translation>
        </message>
        <message>
            <source>The two {CQ} are Re; you find each other in the play.</source>
            <comment>lesson.doppelkopf.partners.summary</comment>
            <translation>{CQ}の2人が攻撃チーム。プレイの中でお互いを見つけます。</translation>
        </message>
        <message>
            <source>In a normal game the two players holding a {CQ} are the Re party; the other two are Kontra. Nobody says who they are: you learn it when a {CQ} is played.</source>
            <comment>lesson.doppelkopf.partners.1</comment>
            <translation>普通のゲームでは、{CQ}を持つ2人が攻撃チーム、残りの2人が防御チームです。誰がどちらかは言いません。{CQ}が出たときにわかります。</translation>
        </message>
        <message>
            <source>You hold a {CQ}. Who is your partner?</source>
            <comment>lesson.doppelkopf.partners.2</comment>
            <translation>あなたは{CQ}を持っています。パートナーは誰ですか？</translation>
        </message>
        <message>
            <source>Whoever holds the other {CQ}.</source>
            <comment>lesson.doppelkopf.partners.3</comment>
            <translation>もう1枚の{CQ}を持っている人です。</translation>
        </message>
        <message>
            <source>Whoever holds the other {CQ}</source>
            <comment>lesson.doppelkopf.partners.4</comment>
            <translation>もう1枚の{CQ}を持つ人</translation>
        </message>
        <message>
            <source>Your partner followed with the other {CQ}: now both of you know. Your {CQ} came first, so it won.</source>
            <comment>lesson.doppelkopf.partners.8</comment>
            <translation>パートナーがもう1枚の{CQ}でフォローしました。これでお互いにわかります。あなたの{CQ}が先だったので勝ちました。</translation>
        </message>
        <message>
            <source>You hold a {CQ}, so you are Re, and your trumps are strong: {HT}, {CQ} and more. Before your first card, announce Re.</source>
            <comment>lesson.doppelkopf.announcing.8</comment>
            <translation>あなたは{CQ}を持っているので攻撃チームです。切り札も強力です：{HT}、{CQ}など。最初のカードを出す前にレーを宣言してください。</translation>
        </message>
        <message>
            <source>Announce first: Re is said before you play, while you still hold 11 cards or more.</source>
            <comment>lesson.doppelkopf.announcing.10</comment>
            <translation>先に宣言してください。レーはカードを出す前、手札が11枚以上あるうちに宣言します。</translation>
        </message>
        <message>
            <source>Each side caught the other's fox ({DA}): one extra point each. What does each Re player score?</source>
            <comment>lesson.doppelkopf.scoring.4</comment>
            <translation>どちらのチームも相手のフォックス（{DA}）を獲得し、それぞれ1点追加です。攻撃チームのプレイヤーの得点は？</translation>
        </message>
        <message>
            <source>Lead your {HA}.</source>
            <comment>lesson.doppelkopf.full-deal.14</comment>
            <translation>{HA}をリードしてください。</translation>
        </message>
        <message>
            <source>Two of each card, {HT} on top, the {CQ} finds your partner.</source>
            <comment>lesson.doppelkopf.bridge.summary</comment>
            <translation>カードは2枚ずつ、{HT}が最強、{CQ}でパートナーが決まる。</translation>
        </message>
        <message>
            <source>You know Skat or Schafkopf? Following suit and card points are the same. What differs: every card twice (48 cards, 240 points, 121 to win); the {HT} is the highest trump, then queens and jacks; and nobody calls a partner: the two {CQ} play together.</source>
            <comment>lesson.doppelkopf.bridge.1</comment>
            <translation>スカートやシャーフコップを知っていますか？フォローとカードポイントは同じです。違いは、どのカードも2枚ずつ（48枚、240点、121点で勝ち）、{HT}が最強の切り札で次にQとJ、そしてパートナーを呼ばず、{CQ}を持つ2人が組むことです。</translation>
        </message>
        <message>
            <source>Is the {DA} a trump in a normal game?</source>
            <comment>lesson.doppelkopf.bridge.4</comment>
            <translation>普通のゲームで{DA}は切り札ですか？</translation>
        </message>
        <message>
            <source>Defending against a solo: Kontra</source>
            <comment>lesson.doppelkopf.defending.title</comment>
            <translation>ソロを防御する：コントラ</translation>
        </message>
        <message>
            <source>Against a solo the other three play together: announce Kontra with a good hand, take your aces, and give your points to your side's tricks.</source>
            <comment>lesson.doppelkopf.defending.summary</comment>
            <translation>ソロに対しては他の3人が協力します。良い手札ならコントラを宣言し、エースでトリックを取り、味方のトリックにカードポイントを渡します。</translation>
        </message>
        <message>
            <source>Your hand has no reservation. Say so.</source>
            <comment>lesson.doppelkopf.defending.1</comment>
            <translation>あなたの手札には特別な宣言がありません。そう宣言してください。</translation>
        </message>
        <message>
            <source>Healthy: you would play a normal game.</source>
            <comment>lesson.doppelkopf.defending.2</comment>
            <translation>普通のゲームでよい、という宣言です。</translation>
        </message>
        <message>
            <source>{p1} plays a diamonds solo: {p1} is the Re party alone, and you, {p2} and {p3} are the Kontra party together. The soloist needs 121 card points.</source>
            <comment>lesson.doppelkopf.defending.3</comment>
            <translation>{p1}がダイヤのソロをプレイします。{p1}1人が攻撃チームで、あなたと{p2}と{p3}が防御チームです。ソロプレイヤーは121点のカードポイントが必要です。</translation>
        </message>
        <message>
            <source>{p3} leads the {S9}.</source>
            <comment>lesson.doppelkopf.defending.12</comment>
            <translation>{p3}が{S9}をリードしました。</translation>
        </message>
        <message>
            <source>Your {SA} is played before the other one: the first of two equal cards wins.</source>
            <comment>lesson.doppelkopf.defending.13</comment>
            <translation>あなたの{SA}の方が先に出ます。同じカードが2枚なら先に出た方が勝ちます。</translation>
        </message>
        <message>
            <source>A marriage</source>
            <comment>lesson.doppelkopf.marriage.title</comment>
            <translation>マリッジ</translation>
        </message>
        <message>
            <source>With both club queens you may announce a marriage: the first other player to take a trick becomes your partner.</source>
            <comment>lesson.doppelkopf.marriage.summary</comment>
            <translation>クラブのQを2枚持っていればマリッジを宣言できます。最初にトリックを取った他のプレイヤーがパートナーになります。</translation>
        </message>
        <message>
            <source>You hold both {CQ}: you are the only player of the Re party, unless you find a partner. Say that you have a reservation.</source>
            <comment>lesson.doppelkopf.marriage.1</comment>
            <translation>{CQ}を2枚持っているので、パートナーを見つけない限りあなた1人が攻撃チームです。特別な宣言があると言ってください。</translation>
        </message>
        <message>
            <source>A reservation: after the others have spoken you say which one.</source>
            <comment>lesson.doppelkopf.marriage.2</comment>
            <translation>特別な宣言です。他の人が答えた後で、何の宣言かを言います。</translation>
        </message>
        <message>
            <source>First you are asked about a solo. You do not want to play one.</source>
            <comment>lesson.doppelkopf.marriage.3</comment>
            <translation>まずソロかどうか聞かれます。ソロはプレイしません。</translation>
        </message>
        <message>
            <source>No solo.</source>
            <comment>lesson.doppelkopf.marriage.4</comment>
            <translation>ソロではありません。</translation>
        </message>
        <message>
            <source>Then about a poverty. You have more than three trumps.</source>
            <comment>lesson.doppelkopf.marriage.5</comment>
            <translation>次にアルムートかどうか聞かれます。切り札は3枚より多くあります。</translation>
        </message>
        <message>
            <source>No poverty.</source>
            <comment>lesson.doppelkopf.marriage.6</comment>
            <translation>アルムートではありません。</translation>
        </message>
        <message>
            <source>Now announce your marriage.</source>
            <comment>lesson.doppelkopf.marriage.7</comment>
            <translation>マリッジを宣言してください。</translation>
        </message>
        <message>
            <source>A marriage: the first player other than you to take a trick plays with you. If nobody does within the first three tricks, you play alone.</source>
            <comment>lesson.doppelkopf.marriage.8</comment>
            <translation>マリッジです。あなた以外で最初にトリックを取った人があなたと組みます。最初の3トリックで誰も取らなければ、あなた1人で戦います。</translation>
        </message>
        <message>
            <source>Who is your partner?</source>
            <comment>lesson.doppelkopf.marriage.11</comment>
            <translation>あなたのパートナーは誰ですか？</translation>
        </message>
        <message>
            <source>{p3} took the trick with the {SA}: {p3} plays with you in the Re party.</source>
            <comment>lesson.doppelkopf.marriage.12</comment>
            <translation>{p3}が{SA}でトリックを取りました。{p3}があなたと一緒に攻撃チームです。</translation>
        </message>
        <message>
            <source>{p1} did not take the trick: the first player other than you to take one is your partner.</source>
            <comment>lesson.doppelkopf.marriage.ask-wrong-a</comment>
            <translation>{p1}はトリックを取っていません。あなた以外で最初にトリックを取った人がパートナーです。</translation>
        </message>
        <message>
            <source>{p2} did not take the trick: the first player other than you to take one is your partner.</source>
            <comment>lesson.doppelkopf.marriage.ask-wrong-b</comment>
            <translation>{p2}はトリックを取っていません。あなた以外で最初にトリックを取った人がパートナーです。</translation>
        </message>
        <message>
            <source>{p1}</source>
            <comment>lesson.doppelkopf.marriage.13</comment>
            <translation>{p1}</translation>
        </message>
        <message>
            <source>{p2}</source>
            <comment>lesson.doppelkopf.marriage.14</comment>
            <translation>{p2}</translation>
        </message>
        <message>
            <source>{p3}</source>
            <comment>lesson.doppelkopf.marriage.15</comment>
            <translation>{p3}</translation>
        </message>
        <message>
            <source>A poverty</source>
            <comment>lesson.doppelkopf.poverty.title</comment>
            <translation>アルムート</translation>
        </message>
        <message>
            <source>With three trumps or fewer you may announce a poverty: you pass your trumps to a partner who takes them and gives back as many cards.</source>
            <comment>lesson.doppelkopf.poverty.summary</comment>
            <translation>切り札が3枚以下ならアルムートを宣言できます。切り札をパートナーに渡し、パートナーは同じ枚数のカードを返します。</translation>
        </message>
        <message>
            <source>You have only three trumps: the {HT}, the {DJ} and the {D9}. Say that you have a reservation.</source>
            <comment>lesson.doppelkopf.poverty.1</comment>
            <translation>切り札は{HT}、{DJ}、{D9}の3枚だけです。特別な宣言があると言ってください。</translation>
        </message>
        <message>
            <source>A reservation: after the others have spoken you say which one.</source>
            <comment>lesson.doppelkopf.poverty.2</comment>
            <translation>特別な宣言です。他の人が答えた後で、何の宣言かを言います。</translation>
        </message>
        <message>
            <source>First you are asked about a solo. You do not want to play one.</source>
            <comment>lesson.doppelkopf.poverty.3</comment>
            <translation>まずソロかどうか聞かれます。ソロはプレイしません。</translation>
        </message>
        <message>
            <source>No solo.</source>
            <comment>lesson.doppelkopf.poverty.4</comment>
            <translation>ソロではありません。</translation>
        </message>
        <message>
            <source>Now announce your poverty.</source>
            <comment>lesson.doppelkopf.poverty.5</comment>
            <translation>アルムートを宣言してください。</translation>
        </message>
        <message>
            <source>A poverty: you pass your trumps on, face down.</source>
            <comment>lesson.doppelkopf.poverty.6</comment>
            <translation>アルムートです。切り札を裏向きで渡します。</translation>
        </message>
        <message>
            <source>Pass your first trump.</source>
            <comment>lesson.doppelkopf.poverty.7</comment>
            <translation>1枚目の切り札を渡してください。</translation>
        </message>
        <message>
            <source>Only trumps may be passed, and all of them.</source>
            <comment>lesson.doppelkopf.poverty.8</comment>
            <translation>渡せるのは切り札だけで、すべて渡します。</translation>
        </message>
        <message>
            <source>Pass your second trump.</source>
            <comment>lesson.doppelkopf.poverty.9</comment>
            <translation>2枚目の切り札を渡してください。</translation>
        </message>
        <message>
            <source>One more.</source>
            <comment>lesson.doppelkopf.poverty.10</comment>
            <translation>あと1枚です。</translation>
        </message>
        <message>
            <source>Pass your last trump.</source>
            <comment>lesson.doppelkopf.poverty.11</comment>
            <translation>最後の切り札を渡してください。</translation>
        </message>
        <message>
            <source>Your three trumps are passed.</source>
            <comment>lesson.doppelkopf.poverty.12</comment>
            <translation>3枚の切り札を渡しました。</translation>
        </message>
        <message>
            <source>Who is your partner now?</source>
            <comment>lesson.doppelkopf.poverty.13</comment>
            <translation>今、あなたのパートナーは誰ですか？</translation>
        </message>
        <message>
            <source>{p1} took your trumps and gave back three cards: {p1} plays with you in the Re party, and gave back no trump.</source>
            <comment>lesson.doppelkopf.poverty.14</comment>
            <translation>{p1}があなたの切り札を受け取り、3枚のカードを返しました。{p1}があなたと一緒に攻撃チームで、返した切り札は0枚です。</translation>
        </message>
        <message>
            <source>{p2} did not take your trumps: whoever takes them plays with you.</source>
            <comment>lesson.doppelkopf.poverty.ask-wrong-b</comment>
            <translation>{p2}はあなたの切り札を受け取っていません。受け取った人があなたと組みます。</translation>
        </message>
        <message>
            <source>{p3} did not take your trumps: whoever takes them plays with you.</source>
            <comment>lesson.doppelkopf.poverty.ask-wrong-c</comment>
            <translation>{p3}はあなたの切り札を受け取っていません。受け取った人があなたと組みます。</translation>
        </message>
        <message>
            <source>{p1}</source>
            <comment>lesson.doppelkopf.poverty.15</comment>
            <translation>{p1}</translation>
        </message>
        <message>
            <source>{p2}</source>
            <comment>lesson.doppelkopf.poverty.16</comment>
            <translation>{p2}</translation>
        </message>
        <message>
            <source>{p3}</source>
            <comment>lesson.doppelkopf.poverty.17</comment>
            <translation>{p3}</translation>
        </message>
        <message>
            <source>Fourteen trumps, from the top: {CQ} {SQ} {HQ} {DQ}, {CJ} {SJ} {HJ} {DJ}, then {DA} {DT} {DK} {D9} {D8} {D7}. Clubs, spades and hearts are fail suits: A 10 K 9 8 7.</source>
            <comment>lesson.sheepshead.cards.2</comment>
            <translation>切り札は14枚で、強い順に{CQ} {SQ} {HQ} {DQ}、{CJ} {SJ} {HJ} {DJ}、そして{DA} {DT} {DK} {D9} {D8} {D7}です。クラブ、スペード、ハートは切り札以外のスート（A 10 K 9 8 7）です。</translation>
        </message>
        <message>
            <source>The {CQ}, then the other queens, then the jacks.</source>
            <comment>lesson.sheepshead.cards.4</comment>
            <translation>{CQ}です。次に他のQ、そしてJが続きます。</translation>
        </message>
        <message>
            <source>Is the {D7} a trump?</source>
            <comment>lesson.sheepshead.cards.5</comment>
            <translation>{D7}は切り札ですか？</translation>
        </message>
        <message>
            <source>{p3} picked up the blind and plays against you. You lead the first trick: lead a heart.</source>
            <comment>lesson.sheepshead.follow.12</comment>
            <translation>{p3}がブラインドをピックし、あなたの相手になりました。最初のトリックはあなたのリードです。ハートをリードしてください。</translation>
        </message>
        <message>
            <source>Every player after you must play a heart if they have one; only a player without hearts may play another card.</source>
            <comment>lesson.sheepshead.follow.13</comment>
            <translation>あなたの後のプレイヤーは、ハートを持っていれば必ずハートを出さなければなりません。ハートを持っていない人だけが、ほかのカードを出せます。</translation>
        </message>
        <message>
            <source>{p1}, {p2} and {p4} followed with hearts. {p3} had none and took the trick with the {DK}: every diamond is a trump.</source>
            <comment>lesson.sheepshead.follow.14</comment>
            <translation>{p1}、{p2}、{p4}はハートでフォローしました。{p3}はハートを持っておらず、{DK}でトリックを取りました。ダイヤはすべて切り札です。</translation>
        </message>
        <message>
            <source>{p3} leads the {CQ}, a trump, and {p4} plays the {D9}. You must follow with a trump, and none of yours beats the {CQ}.</source>
            <comment>lesson.sheepshead.follow.15</comment>
            <translation>{p3}が切り札の{CQ}をリードし、{p4}は{D9}を出しました。あなたは切り札でフォローしなければなりませんが、{CQ}に勝てる切り札はありません。</translation>
        </message>
        <message>
            <source>Trumps are one suit: a trump lead is followed with a trump. Yours cannot win this trick, so give one with no points.</source>
            <comment>lesson.sheepshead.follow.16</comment>
            <translation>切り札はすべてひとつのスートです。切り札がリードされたら切り札でフォローします。あなたの切り札ではこのトリックに勝てないので、カードポイントのないものを出しましょう。</translation>
        </message>
        <message>
            <source>Your {SQ} cannot beat the {CQ}: it would only give the picker's trick more points.</source>
            <comment>lesson.sheepshead.follow.17</comment>
            <translation>{SQ}では{CQ}に勝てません。デクレアラーのトリックにカードポイントを増やすだけです。</translation>
        </message>
        <message>
            <source>{p4} leads the {C8}. You have no club, so you may play any card, a trump too. {p1}, {p2} and {p3} play after you.</source>
            <comment>lesson.sheepshead.follow.18</comment>
            <translation>{p4}が{C8}をリードしました。あなたはクラブを持っていないので、切り札を含めてどのカードでも出せます。{p1}、{p2}、{p3}はあなたの後に出します。</translation>
        </message>
        <message>
            <source>Your {SQ} is a trump, and no trump still out beats it: it takes the trick with every club thrown on it.</source>
            <comment>lesson.sheepshead.follow.19</comment>
            <translation>{SQ}は切り札で、まだ出ていない切り札の中にこれより強いものはありません。出されたクラブもすべてまとめてトリックを取ります。</translation>
        </message>
        <message>
            <source>You hold {CQ} {SQ} {CJ} {HJ} {DA}: a strong hand. Pick or pass?</source>
            <comment>lesson.sheepshead.picking.2</comment>
            <translation>{CQ}、{SQ}、{CJ}、{HJ}、{DA}を持つ強い手札です。ピックしますか、パスしますか？</translation>
        </message>
        <message>
            <source>A game won with your partner: 2 for you, 1 for your partner.</source>
            <comment>lesson.sheepshead.full-deal.summary</comment>
            <translation>パートナーと組んで勝ったゲーム：あなたは2点、パートナーは1点。</translation>
        </message>
        <message>
            <source>The lesson has buried the {C8}. Bury the second card: the one with points you cannot protect.</source>
            <comment>lesson.sheepshead.full-deal.53</comment>
            <translation>レッスンが{C8}をディスカードしました。2枚目として、守れない得点のカードをディスカードしてください。</translation>
        </message>
        <message>
            <source>The {ST}: its 10 points are yours already.</source>
            <comment>lesson.sheepshead.full-deal.54</comment>
            <translation>{ST}です。その10点はもうあなたのものです。</translation>
        </message>
        <message>
            <source>The {HA}: you keep the {H8}, since the picker must hold a card of the called suit.</source>
            <comment>lesson.sheepshead.full-deal.55</comment>
            <translation>{HA}です。デクレアラーはパートナー指定カードのスートのカードを持っていなければならないので、{H8}は手札に残します。</translation>
        </message>
        <message>
            <source>You lead the first trick. Find your partner first: lead the called suit.</source>
            <comment>lesson.sheepshead.full-deal.24</comment>
            <translation>最初のトリックはあなたのリードです。まずパートナーを見つけましょう：パートナー指定カードのスートをリードしてください。</translation>
        </message>
        <message>
            <source>Whoever holds the {HA} must play it now, and it takes your {H8} with every heart thrown on it.</source>
            <comment>lesson.sheepshead.full-deal.56</comment>
            <translation>{HA}を持っている人は今それを出さなければならず、あなたの{H8}と一緒に出されたハートもすべて取ります。</translation>
        </message>
        <message>
            <source>Drawing trumps can wait: first find your partner, who then helps you from the right seat.</source>
            <comment>lesson.sheepshead.full-deal.26</comment>
            <translation>切り札を引き出すのは後でかまいません。まずパートナーを見つければ、パートナーが協力してくれます。</translation>
        </message>
        <message>
            <source>{p4} took the trick with the {HA}: {p4} is your partner.</source>
            <comment>lesson.sheepshead.full-deal.57</comment>
            <translation>{p4}が{HA}でトリックを取りました。{p4}があなたのパートナーです。</translation>
        </message>
        <message>
            <source>{p4} leads the {S7}. You have no spade: the lesson trumps it with your {SJ}, which takes the trick.</source>
            <comment>lesson.sheepshead.full-deal.58</comment>
            <translation>{p4}が{S7}をリードしました。あなたはスペードを持っていないので、レッスンはあなたの{SJ}を切り札として出し、それがトリックを取ります。</translation>
        </message>
        <message>
            <source>You lead. Draw trumps with a low one: it gives no points away.</source>
            <comment>lesson.sheepshead.full-deal.59</comment>
            <translation>あなたのリードです。弱い切り札で切り札を引き出しましょう。カードポイントを渡さずに済みます。</translation>
        </message>
        <message>
            <source>A low trump draws the others' trumps cheaply: everyone who holds a trump must play one on it.</source>
            <comment>lesson.sheepshead.full-deal.60</comment>
            <translation>弱い切り札なら、安く他の人の切り札を引き出せます。切り札を持っている人は必ず切り札を出さなければなりません。</translation>
        </message>
        <message>
            <source>{p1} leads the {DK}; {p2} plays the {SQ}, {p3} the {DQ} and {p4} the {S9}. You must follow with a trump, and none of yours beats the {SQ}.</source>
            <comment>lesson.sheepshead.full-deal.61</comment>
            <translation>{p1}が{DK}をリードし、{p2}は{SQ}、{p3}は{DQ}、{p4}は{S9}を出しました。あなたは切り札でフォローしなければなりませんが、{SQ}に勝てる切り札はありません。</translation>
        </message>
        <message>
            <source>Give the trick a trump with no points: your {DJ} stays for a trick you can win.</source>
            <comment>lesson.sheepshead.full-deal.62</comment>
            <translation>カードポイントのない切り札を出しましょう。{DJ}は勝てるトリックのために残ります。</translation>
        </message>
        <message>
            <source>{p2} leads the {C7}; {p3} plays the {CK} and {p4}, your partner, the {CT}. You have no club, and {p1} plays after you.</source>
            <comment>lesson.sheepshead.full-deal.63</comment>
            <translation>{p2}が{C7}をリードし、{p3}は{CK}、パートナーの{p4}は{CT}を出しました。あなたはクラブを持っておらず、{p1}があなたの後に出します。</translation>
        </message>
        <message>
            <source>Your {DJ} takes the trick, with your partner's {CT} in it.</source>
            <comment>lesson.sheepshead.full-deal.64</comment>
            <translation>{DJ}がトリックを取ります。パートナーの{CT}も入っています。</translation>
        </message>
        <message>
            <source>{p3}'s {CQ} took the last trick. You and {p4} took 79 card points and win: with five players that is 2 for you and 1 for {p4}, and each defender pays 1.</source>
            <comment>lesson.sheepshead.full-deal.65</comment>
            <translation>最後のトリックは{p3}の{CQ}が取りました。あなたと{p4}は79点を取って勝ちました。5人の場合、あなたは2点、{p4}は1点を得て、防御側はそれぞれ1点を払います。</translation>
        </message>
        <message>
            <source>The lesson leads the {H8} for you, the called suit: whoever holds the {HA} must play it on a heart lead, so everyone learns at once who the partner is. With the cards as they lie, no other lead brings your side as many card points.</source>
            <comment>lesson.sheepshead.defending.16</comment>
            <translation>レッスンがあなたの代わりにパートナー指定カードのスートの{H8}をリードします。{HA}を持っている人はハートがリードされたら必ずそれを出さなければならないので、誰がパートナーかすぐに全員に分かります。実際のカード配置では、ほかのどのリードでも、あなたの側がこれほど多くのカードポイントを取ることはできません。</translation>
        </message>
        <message>
            <source>{p2} led the {CK}; {p3} followed with the {C7}, {p4} played the {S8}, and {p1}, the picker, plays after you. The lesson gives this trick your {C9}, the club with no points: the picker can trump, and a club with points would go to the other side.</source>
            <comment>lesson.sheepshead.defending.17</comment>
            <translation>{p2}が{CK}をリードし、{p3}が{C7}でフォローし、{p4}が{S8}を出しました。デクレアラーの{p1}はあなたの後に出します。レッスンはこのトリックに、カードポイントのないクラブ{C9}を出します。デクレアラーは切り札で取れるので、点のあるクラブは相手側に渡ってしまいます。</translation>
        </message>
        <message>
            <source>Your trumps are the {DA} and the {D7}. Pick or pass?</source>
            <comment>lesson.sheepshead.leaster.12</comment>
            <translation>切り札は{DA}と{D7}の2枚です。ピックしますか、パスしますか？</translation>
        </message>
        <message>
            <source>With two trumps, pass.</source>
            <comment>lesson.sheepshead.leaster.13</comment>
            <translation>切り札が2枚ならパスします。</translation>
        </message>
        <message>
            <source>Your {HK} is your only heart, and any higher heart beats it: whoever takes the trick takes your points with it.</source>
            <comment>lesson.sheepshead.leaster.14</comment>
            <translation>{HK}はあなたの唯一のハートで、それより強いハートなら勝てます。トリックを取った人が、あなたのカードポイントも一緒に取ります。</translation>
        </message>
        <message>
            <source>{p2} took the trick with the {HA}: its points, your {HK}'s too, count for {p2}, not for you.</source>
            <comment>lesson.sheepshead.leaster.15</comment>
            <translation>{p2}が{HA}でトリックを取りました。そのカードポイントは、あなたの{HK}の分も含めて、あなたではなく{p2}のものです。</translation>
        </message>
        <message>
            <source>{p3}'s {DQ} took the trump trick, and the lesson played your {DA} on it: its 11 points count for {p3}, not for you.</source>
            <comment>lesson.sheepshead.leaster.16</comment>
            <translation>{p3}の{DQ}が切り札のトリックを取り、レッスンはそこにあなたの{DA}を出しました。その11点はあなたではなく{p3}のものです。</translation>
        </message>
        <message>
            <source>{p3} leads the {S8} and {p4} plays the {C8}. You must follow with a spade; {p1} and {p2} play after you.</source>
            <comment>lesson.sheepshead.leaster.17</comment>
            <translation>{p3}が{S8}をリードし、{p4}は{C8}を出しました。あなたはスペードでフォローしなければなりません。{p1}と{p2}はあなたの後に出します。</translation>
        </message>
        <message>
            <source>With the cards as they lie nobody after you beats your spades, so your {SK} takes the trick with fewer points than the {ST} would. Only a player with a trick can win a Leaster: a cheap one is welcome.</source>
            <comment>lesson.sheepshead.leaster.18</comment>
            <translation>実際のカード配置では、あなたの後にあなたのスペードに勝てる人はいないので、{SK}なら{ST}より少ないカードポイントでトリックを取れます。リースターに勝てるのはトリックを取った人だけなので、安いトリックは歓迎です。</translation>
        </message>
        <message>
            <source>You took one trick and 4 card points, the fewest of the players with a trick: you win the Leaster, and each of the other four pays you 1.</source>
            <comment>lesson.sheepshead.leaster.20</comment>
            <translation>あなたは1トリック4点で、トリックを取ったプレイヤーの中で一番少ないので、リースターに勝ちました。他の4人がそれぞれ1点をあなたに払います。</translation>
        </message>
        <message>
            <source>Your only trump is the {CJ}. Pick or pass?</source>
            <comment>lesson.sheepshead.partner.15</comment>
            <translation>切り札は{CJ}の1枚だけです。ピックしますか、パスしますか？</translation>
        </message>
        <message>
            <source>One trump is too few to pick: pass.</source>
            <comment>lesson.sheepshead.partner.16</comment>
            <translation>切り札1枚ではピックには足りないので、パスします。</translation>
        </message>
        <message>
            <source>{p1} picked and called the {CA}. You hold it, so you are {p1}'s partner. Nobody else knows it until you play the ace.</source>
            <comment>lesson.sheepshead.partner.17</comment>
            <translation>{p1}がピックして{CA}を指定しました。あなたが持っているので、あなたが{p1}のパートナーです。エースを出すまで、他の人にはわかりません。</translation>
        </message>
        <message>
            <source>The lesson leads the {S7} for you. Your {CA} waits until clubs are led: with the cards as they lie, leading it now would cost your side the Schneider.</source>
            <comment>lesson.sheepshead.partner.18</comment>
            <translation>レッスンがあなたの代わりに{S7}をリードします。{CA}はクラブがリードされるまで待ちます。実際のカード配置では、今それをリードするとあなたの側はシュナイダーを逃してしまいます。</translation>
        </message>
        <message>
            <source>{p1} led clubs, the called suit, and your {CA} had to come: it took the trick, and now everyone knows you are the partner.</source>
            <comment>lesson.sheepshead.partner.19</comment>
            <translation>{p1}がパートナー指定カードのスートであるクラブをリードしたので、あなたの{CA}を出すしかありませんでした。それがトリックを取り、あなたがパートナーだと全員に分かりました。</translation>
        </message>
        <message>
            <source>Your lead. Give this trick away cheaply.</source>
            <comment>lesson.sheepshead.partner.20</comment>
            <translation>あなたのリードです。このトリックは安く渡しましょう。</translation>
        </message>
        <message>
            <source>A low heart gives no points away, and your {CJ} and {SA} stay for later tricks.</source>
            <comment>lesson.sheepshead.partner.21</comment>
            <translation>弱いハートならカードポイントを渡しません。{CJ}と{SA}は後のトリックのために残ります。</translation>
        </message>
        <message>
            <source>{p1} leads the {C8}; {p2} plays the {HQ}, {p3} the {DK} and {p4} the {DJ}. You have no club, and you play last.</source>
            <comment>lesson.sheepshead.partner.22</comment>
            <translation>{p1}が{C8}をリードし、{p2}は{HQ}、{p3}は{DK}、{p4}は{DJ}を出しました。あなたはクラブを持っておらず、最後に出します。</translation>
        </message>
        <message>
            <source>Your {CJ} would take the trick, but with the cards as they lie your side ends with more card points when it waits: the {H8} gives no points away.</source>
            <comment>lesson.sheepshead.partner.23</comment>
            <translation>{CJ}ならトリックを取れますが、実際のカード配置では、それを残しておくほうが最後にあなたの側のカードポイントが多くなります。{H8}ならカードポイントを渡しません。</translation>
        </message>
        <message>
            <source>Your {SA} would give {p4}'s trick 11 points.</source>
            <comment>lesson.sheepshead.partner.24</comment>
            <translation>{SA}を出すと、{p4}のトリックに11点を渡してしまいます。</translation>
        </message>
        <message>
            <source>You and {p1} took 93 card points, Schneider: with five players {p1} gets 4 and you 2, and each defender pays 2.</source>
            <comment>lesson.sheepshead.partner.25</comment>
            <translation>あなたと{p1}は93点を取り、シュナイダーです。5人の場合、{p1}は4点、あなたは2点を得て、防御側はそれぞれ2点を払います。</translation>
        </message>
        <message>
            <source>The {CA}: you hold the {C7} but not the ace.</source>
            <comment>lesson.sheepshead.partners.3</comment>
            <translation>{CA}です。{C7}を持っていますが、Aは持っていません。</translation>
        </message>
        <message>
            <source>The holder of the {CA}; you will see it when clubs are led.</source>
            <comment>lesson.sheepshead.partners.6</comment>
            <translation>{CA}を持っている人です。クラブがリードされたときにわかります。</translation>
        </message>
        <message>
            <source>Whoever holds the {CA}</source>
            <comment>lesson.sheepshead.partners.7</comment>
            <translation>{CA}を持つ人</translation>
        </message>
        <message>
            <source>The blind brings {CQ} and {CJ}: now you hold the highest trump of all and six trumps in all.</source>
            <comment>lesson.sheepshead.alone.9</comment>
            <translation>ブラインドには{CQ}と{CJ}がありました。これで最も強い切り札を持ち、切り札は全部で6枚です。</translation>
        </message>
        <message>
            <source>Never bury your highest trump: it wins a trick for you.</source>
            <comment>lesson.sheepshead.alone.13</comment>
            <translation>最も強い切り札をディスカードしてはいけません。それはトリックを取ってくれます。</translation>
        </message>
        <message>
            <source>Six trumps led by {CQ}, and 21 points buried: you need no partner. Announce that you go alone.</source>
            <comment>lesson.sheepshead.alone.14</comment>
            <translation>{CQ}を筆頭に切り札6枚、さらに21点をディスカード済みです。パートナーは要りません。アローンを宣言してください。</translation>
        </message>
        <message>
            <source>A Leaster</source>
            <comment>lesson.sheepshead.alone.4</comment>
            <translation>リースター</translation>
        </message>
        <message>
            <source>A new deal</source>
            <comment>lesson.sheepshead.alone.5</comment>
            <translation>配り直し</translation>
        </message>
        <message>
            <source>With five players the picker wins twice what the partner wins; the defenders pay it.</source>
            <comment>lesson.sheepshead.scoring.summary</comment>
            <translation>5人のときデクレアラーはパートナーの2倍を受け取り、防御側が支払います。</translation>
        </message>
        <message>
            <source>All tricks: Schwarz, the top row.</source>
            <comment>lesson.sheepshead.scoring.3</comment>
            <translation>全トリック：シュワルツ、最も高い行です。</translation>
        </message>
        <message>
            <source>91 or more (Schneider)</source>
            <comment>lesson.sheepshead.scoring.5</comment>
            <translation>91〜（シュナイダー）</translation>
        </message>
        <message>
            <source>All tricks (Schwarz)</source>
            <comment>lesson.sheepshead.scoring.6</comment>
            <translation>全トリック（シュワルツ）</translation>
        </message>
        <message>
            <source>Diamonds: the {HA} is an ordinary fail card here.</source>
            <comment>lesson.sheepshead.bridge.3</comment>
            <translation>ダイヤです。ここでは{HA}は普通の切り札以外のカードです。</translation>
        </message>
        <message>
            <source>Hearts</source>
            <comment>lesson.sheepshead.bridge.4</comment>
            <translation>ハート</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <comment>lesson.sheepshead.bridge.5</comment>
            <translation>ダイヤ</translation>
        </message>
        <message>
            <source>Pick up the blind</source>
            <comment>lesson.sheepshead.bridge.8</comment>
            <translation>ブラインドをピックする</translation>
        </message>
        <message>
            <source>Bid a game</source>
            <comment>lesson.sheepshead.bridge.9</comment>
            <translation>ゲームをビッドする</translation>
        </message>
        <message>
            <source>Defending against the picker and partner</source>
            <comment>lesson.sheepshead.defending.title</comment>
            <translation>デクレアラーとパートナーへの防御</translation>
        </message>
        <message>
            <source>Your only trump is the {D7}. Pick or pass?</source>
            <comment>lesson.sheepshead.defending.1</comment>
            <translation>切り札は{D7}の1枚だけです。ピックしますか、パスしますか？</translation>
        </message>
        <message>
            <source>With one small trump, pass: the picker needs many trumps.</source>
            <comment>lesson.sheepshead.defending.2</comment>
            <translation>弱い切り札が1枚だけならパスします。デクレアラーには多くの切り札が必要です。</translation>
        </message>
        <message>
            <source>{p1} picked, buried two cards and called the {HA}: whoever holds it is {p1}'s partner, and nobody knows who until it is played. You and the other three players defend together: you need 60 card points.</source>
            <comment>lesson.sheepshead.defending.3</comment>
            <translation>{p1}がピックし、2枚をディスカードして{HA}を指定しました。それを持っている人が{p1}のパートナーですが、出されるまで誰かはわかりません。あなたと残りの3人は防御側として協力します。60点のカードポイントが必要です。</translation>
        </message>
        <message>
            <source>A Leaster</source>
            <comment>lesson.sheepshead.leaster.title</comment>
            <translation>リースター</translation>
        </message>
        <message>
            <source>Everyone passed, so a Leaster is played: there is no picker, each plays alone, and the fewest card points win. But only a player who took at least one trick can win.</source>
            <comment>lesson.sheepshead.leaster.3</comment>
            <translation>全員がパスしたのでリースターになります。デクレアラーはおらず、各自が1人で戦い、カードポイントが一番少ない人が勝ちます。ただし勝てるのは1トリック以上取った人だけです。</translation>
        </message>
        <message>
            <source>Playing as the partner</source>
            <comment>lesson.sheepshead.partner.title</comment>
            <translation>パートナーとしてプレイする</translation>
        </message>
        <message>
            <source>The cards and the trumps</source>
            <comment>lesson.doppelkopf.cards.title</comment>
            <translation>カードと切り札</translation>
        </message>
        <message>
            <source>You led the {CJ}, a trump nobody can beat. {p1} had to follow with a trump, the {DJ}; {p2} followed with the {C7}, which is a trump too.</source>
            <comment>lesson.skat.follow.9</comment>
            <translation>あなたは誰にも負けない切り札{CJ}をリードしました。{p1}は切り札の{DJ}でフォローしなければなりませんでした。{p2}は{C7}でフォローしました。これも切り札です。</translation>
        </message>
        <message>
            <source>{p1} leads the {H7} and {p2} plays the {HQ}. You hold two hearts.</source>
            <comment>lesson.skat.follow.5</comment>
            <translation>{p1}が{H7}をリードし、{p2}が{HQ}を出しました。あなたはハートを2枚持っています。</translation>
        </message>
        <message>
            <source>You must follow hearts. Your {H9} gives up only 3 points; your {HA} stays for a later heart trick with more points.</source>
            <comment>lesson.skat.follow.6</comment>
            <translation>ハートでフォローしなければなりません。{H9}なら渡すのは3点だけです。{HA}は、もっとカードポイントの多い後のハートのトリックのために残ります。</translation>
        </message>
        <message>
            <source>{p2} took the trick and leads the {S8}. You have no spade.</source>
            <comment>lesson.skat.follow.10</comment>
            <translation>{p2}がトリックを取り、{S8}をリードしました。あなたはスペードを持っていません。</translation>
        </message>
        <message>
            <source>Without a spade you may play any card: a trump takes the trick, and your lowest does it as well as any.</source>
            <comment>lesson.skat.follow.11</comment>
            <translation>スペードがないので、どのカードを出してもかまいません。切り札ならトリックを取れます。一番弱い切り札でも、ほかの切り札と同じ働きをします。</translation>
        </message>
        <message>
            <source>Your {HA} is no spade and no trump: it cannot take this trick, and its 11 points would go to the other side.</source>
            <comment>lesson.skat.follow.12</comment>
            <translation>{HA}はスペードでも切り札でもありません。このトリックは取れず、その11点は相手側に渡ってしまいます。</translation>
        </message>
        <message>
            <source>Won Schneider with 105 card points: 60 points.</source>
            <comment>lesson.skat.full-deal.summary</comment>
            <translation>105点でシュナイダー勝ち：60点です。</translation>
        </message>
        <message>
            <source>You lead. Your {D7} cannot win a trick: give it up first.</source>
            <comment>lesson.skat.full-deal.6</comment>
            <translation>あなたのリードです。{D7}ではトリックを取れません。まずこれを渡してしまいましょう。</translation>
        </message>
        <message>
            <source>The {D7} could never win a trick. Given up now, it is gone, and every card you still hold can take one.</source>
            <comment>lesson.skat.full-deal.7</comment>
            <translation>{D7}がトリックを取ることはありませんでした。今渡したので、残りの手札はどれもトリックを取れる可能性があります。</translation>
        </message>
        <message>
            <source>{p1} took the trick and leads the {H7}. You must follow with your only heart, the {HA}: it takes the trick.</source>
            <comment>lesson.skat.full-deal.18</comment>
            <translation>{p1}がトリックを取り、{H7}をリードしました。あなたはただ1枚のハート{HA}でフォローしなければなりません。{HA}がトリックを取ります。</translation>
        </message>
        <message>
            <source>Now draw the trumps: lead your highest trump.</source>
            <comment>lesson.skat.full-deal.8</comment>
            <translation>今度は切り札を引き出します。一番強い切り札をリードしてください。</translation>
        </message>
        <message>
            <source>Draw the trumps again: lead your highest trump.</source>
            <comment>lesson.skat.full-deal.10</comment>
            <translation>もう一度切り札を引き出します。一番強い切り札をリードしてください。</translation>
        </message>
        <message>
            <source>Your two jacks drew the defenders' three trumps: with your clubs, all eleven trumps are accounted for, and nobody else holds one.</source>
            <comment>lesson.skat.full-deal.11</comment>
            <translation>2枚のJで防御側の切り札3枚を引き出しました。あなたのクラブと合わせて11枚の切り札がすべて分かり、もう他の誰も切り札を持っていません。</translation>
        </message>
        <message>
            <source>Every card you hold now takes a trick: the lesson plays them out.</source>
            <comment>lesson.skat.full-deal.17</comment>
            <translation>今の手札はどれもトリックを取ります。レッスンが残りを出していきます。</translation>
        </message>
        <message>
            <source>Your trumps took the last six tricks. You have 105 card points: Clubs Hand with 2 is won Schneider, 12 × 5 = 60 points.</source>
            <comment>lesson.skat.full-deal.32</comment>
            <translation>切り札が最後の6トリックを取りました。カードポイントは105点で、クラブのハンド、ウィズ2はシュナイダーで勝ち、12 × 5 = 60点です。</translation>
        </message>
        <message>
            <source>Your {CA} took the trick, and {p2}, who had no club, threw the {ST} onto it: 21 points for your side. Your lead again: the lesson leads your single diamond, the {D9}. Once you have none, you may throw points or trump when diamonds are led.</source>
            <comment>lesson.skat.defending.30</comment>
            <translation>{CA}がトリックを取り、クラブのない{p2}が{ST}を捨てたので、あなたたちに21点です。またあなたのリードです。レッスンは1枚だけのダイヤ{D9}をリードします。ダイヤがなくなれば、ダイヤがリードされたときにカードポイントを捨てたり切り札を出したりできます。</translation>
        </message>
        <message>
            <source>{p2} leads the {DK}, and you have no diamond left. The lesson throws your {CT} onto it: {p1} holds a diamond and must follow, so the {DK} wins and your partner's trick gets 10 points more. You could not see that: had {p1} no diamond left, a trump would have taken your {CT}.</source>
            <comment>lesson.skat.defending.31</comment>
            <translation>{p2}が{DK}をリードしました。あなたにはもうダイヤがありません。レッスンはあなたの{CT}をそこに出します。{p1}はダイヤを持っているのでフォローしなければならず、{DK}が勝ち、パートナーのトリックに10点が加わります。あなたにはそれは見えませんでした。{p1}にダイヤが残っていなければ、切り札で{CT}を取られていたところです。</translation>
        </message>
        <message>
            <source>A ten without its ace is easily lost to the ace. In the skat its 10 points are safe and count for you.</source>
            <comment>lesson.skat.skat.7</comment>
            <translation>同じスートのAを持っていない10は、Aに取られやすいカードです。捨て札にすれば10点は確実にあなたのものです。</translation>
        </message>
        <message>
            <source>Besides your trumps you hold the {CA} and the {S7}. Call the Sau you may call.</source>
            <comment>lesson.schafkopf.partners.10</comment>
            <translation>切り札のほかに、あなたは{CA}と{S7}を持っています。呼ぶことのできるエースを呼んでください。</translation>
        </message>
        <message>
            <source>You hold the two highest Obers, the {CQ} and the {SQ}, and the {DQ}, the {DJ}, the {HA} and the {HK}: six trumps. Such a hand is likely to win whoever plays: knock.</source>
            <comment>lesson.schafkopf.announcing.17</comment>
            <translation>あなたは最も強い2枚のO、{CQ}と{SQ}、さらに{DQ}、{DJ}、{HA}、{HK}を持っています。切り札は6枚です。このような手札なら、誰がプレイしても勝つ見込みが高いので、ノックしましょう。</translation>
        </message>
        <message>
            <source>The lesson passed for you. With six trumps you could play a game yourself; here {p1} plays, and you learn what a defender may double.</source>
            <comment>lesson.schafkopf.announcing.19</comment>
            <translation>レッスンはあなたの代わりにパスしました。切り札が6枚あるので自分でゲームをプレイすることもできますが、ここでは{p1}がプレイし、防御側が何を倍にできるかを学びます。</translation>
        </message>
        <message>
            <source>{p1} plays a Sauspiel and calls the Eichel suit. Six trumps, the two highest Obers among them, are a strong defence against the declarer's side: say Kontra.</source>
            <comment>lesson.schafkopf.announcing.18</comment>
            <translation>{p1}がパートナーゲームをプレイし、ドングリのエースを呼びました。最も強い2枚のOを含む6枚の切り札は、デクレアラー側に対する強い守りです。コントラを宣言しましょう。</translation>
        </message>
        <message>
            <source>Schneider with your partner: 30 each.</source>
            <comment>lesson.schafkopf.full-deal.47</comment>
            <translation>パートナーとシュナイダー：それぞれ30点。</translation>
        </message>
        <message>
            <source>Doppelkopf is played by four with 48 cards: every card twice, A 10 K Q J 9 in four suits. Everyone gets 12 cards.</source>
            <comment>lesson.doppelkopf.cards.1</comment>
            <translation>ドッペルコップは4人で48枚のカードを使います。4つのスートの A 10 K Q J 9 がそれぞれ2枚ずつあり、各プレイヤーに12枚ずつ配ります。</translation>
        </message>
        <message>
            <source>Which is the highest trump?</source>
            <comment>lesson.doppelkopf.cards.3</comment>
            <translation>最も強い切り札はどれですか？</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.doppelkopf.follow.title</comment>
            <translation>フォロー（マストフォロー）</translation>
        </message>
        <message>
            <source>Follow suit; trumps are one suit; of two equal cards the first wins.</source>
            <comment>lesson.doppelkopf.follow.summary</comment>
            <translation>フォローする。切り札はひとつのスート。同じカードは先出し勝ち。</translation>
        </message>
        <message>
            <source>Follow the suit led if you can; all trumps are one suit. Since every card exists twice, two equal cards can fall in one trick: the first one played wins.</source>
            <comment>lesson.doppelkopf.follow.1</comment>
            <translation>できればリードスートでフォローします。切り札はすべてひとつのスートです。どのカードも2枚あるので、同じカードが1つのトリックに出ることがあり、その場合は先出し勝ちです。</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.doppelkopf.points.title</comment>
            <translation>カードポイントと勝敗</translation>
        </message>
        <message>
            <source>240 card points: Re needs 121; fewer than 90, 60, 30 each add a point.</source>
            <comment>lesson.doppelkopf.points.summary</comment>
            <translation>240点：攻撃チームは121点が必要。90、60、30点未満でそれぞれ1点追加。</translation>
        </message>
        <message>
            <source>A 11, 10 10, K 4, Q 3, J 2, 9 nothing: with every card twice the deck holds 240 card points. The Re party needs 121; Kontra wins with 120.</source>
            <comment>lesson.doppelkopf.points.1</comment>
            <translation>A 11点、10 10点、K 4点、Q 3点、J 2点、9 は0点。どのカードも2枚あるので合計240点です。攻撃チームは121点以上が必要で、防御チームは120点で勝ちます。</translation>
        </message>
        <message>
            <source>Re took exactly 120 card points. Who wins?</source>
            <comment>lesson.doppelkopf.points.2</comment>
            <translation>攻撃チームのカードポイントはちょうど120点でした。勝ったのは？</translation>
        </message>
        <message>
            <source>Kontra: Re needs 121, and 120 is enough for Kontra.</source>
            <comment>lesson.doppelkopf.points.3</comment>
            <translation>防御チームです。攻撃チームには121点が必要で、防御チームは120点で勝ちます。</translation>
        </message>
        <message>
            <source>Re</source>
            <comment>lesson.doppelkopf.points.4</comment>
            <translation>攻撃チーム</translation>
        </message>
        <message>
            <source>Kontra</source>
            <comment>lesson.doppelkopf.points.5</comment>
            <translation>防御チーム</translation>
        </message>
        <message>
            <source>The winners keep the losers under 90 card points. What does that give?</source>
            <comment>lesson.doppelkopf.points.6</comment>
            <translation>勝ったチームが相手を90点未満に抑えました。何がもらえますか？</translation>
        </message>
        <message>
            <source>One more game point: "no 90". Under 60, 30 and no trick at all give one more each.</source>
            <comment>lesson.doppelkopf.points.7</comment>
            <translation>得点が1点増えます（「90」）。60点未満、30点未満、トリックなしでさらに1点ずつです。</translation>
        </message>
        <message>
            <source>Reservations: solo, poverty, marriage</source>
            <comment>lesson.doppelkopf.reservations.title</comment>
            <translation>保留：ソロ、アルムート、マリッジ</translation>
        </message>
        <message>
            <source>Healthy for a normal game; otherwise solo, poverty or marriage.</source>
            <comment>lesson.doppelkopf.reservations.summary</comment>
            <translation>普通のゲームか、ソロ・アルムート・マリッジ。</translation>
        </message>
        <message>
            <source>A reservation is for a solo, poverty or marriage; you have none of them in mind.</source>
            <comment>lesson.doppelkopf.reservations.4</comment>
            <translation>保留はソロ、アルムート、マリッジのためのものです。ここではどれにも当てはまりません。</translation>
        </message>
        <message>
            <source>Announcing Re, Kontra and no 90</source>
            <comment>lesson.doppelkopf.announcing.title</comment>
            <translation>レー、コントラ、「90」の宣言</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.doppelkopf.scoring.title</comment>
            <translation>得点計算</translation>
        </message>
        <message>
            <source>Points for winning, for the losers under 90/60/30, announcements and extras.</source>
            <comment>lesson.doppelkopf.scoring.summary</comment>
            <translation>勝ち、90／60／30点未満、宣言、ボーナスの得点。</translation>
        </message>
        <message>
            <source>This deal is over: Re (you and your partner) took 125 card points. Nobody announced anything.</source>
            <comment>lesson.doppelkopf.scoring.1</comment>
            <translation>このディールは終わりました。攻撃チーム（あなたとパートナー）は125点を取りました。誰も宣言していません。</translation>
        </message>
        <message>
            <source>How many game points for winning?</source>
            <comment>lesson.doppelkopf.scoring.2</comment>
            <translation>勝ちの得点は何点ですか？</translation>
        </message>
        <message>
            <source>1 for the win; Kontra had 115, not under 90.</source>
            <comment>lesson.doppelkopf.scoring.3</comment>
            <translation>勝ちで1点です。防御チームは115点で、90点未満ではありません。</translation>
        </message>
        <message>
            <source>1 + 1 − 1 = 1: the foxes cancel out. Kontra players score −1.</source>
            <comment>lesson.doppelkopf.scoring.5</comment>
            <translation>1 + 1 − 1 = 1点。フォックスは相殺されます。防御チームは−1点です。</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.doppelkopf.full-deal.title</comment>
            <translation>ガイド付きで1ディール</translation>
        </message>
        <message>
            <source>Now play the whole deal on the Re side.</source>
            <comment>lesson.doppelkopf.full-deal.1</comment>
            <translation>今度は攻撃チームとしてディール全体をプレイします。</translation>
        </message>
        <message>
            <source>Healthy or reservation?</source>
            <comment>lesson.doppelkopf.full-deal.2</comment>
            <translation>普通のゲームか保留か？</translation>
        </message>
        <message>
            <source>Healthy.</source>
            <comment>lesson.doppelkopf.full-deal.3</comment>
            <translation>普通のゲームです。</translation>
        </message>
        <message>
            <source>A plain ace: it may be trumped, but it is worth a try.</source>
            <comment>lesson.doppelkopf.full-deal.15</comment>
            <translation>切り札以外のAです。切り札で取られることもありますが、試す価値があります。</translation>
        </message>
        <message>
            <source>From Skat or Schafkopf to Doppelkopf</source>
            <comment>lesson.doppelkopf.bridge.title</comment>
            <translation>スカートやシャーフコップからドッペルコップへ</translation>
        </message>
        <message>
            <source>How many card points does the Re party need?</source>
            <comment>lesson.doppelkopf.bridge.2</comment>
            <translation>攻撃チームには何点必要ですか？</translation>
        </message>
        <message>
            <source>121 of 240: the same half plus one as 61 of 120.</source>
            <comment>lesson.doppelkopf.bridge.3</comment>
            <translation>240点のうち121点です。120点のうち61点と同じく、半分＋1点です。</translation>
        </message>
        <message>
            <source>Yes: diamonds are the trump suit, as hearts are in Schafkopf.</source>
            <comment>lesson.doppelkopf.bridge.5</comment>
            <translation>はい。シャーフコップのハートと同じく、ダイヤが切り札スートです。</translation>
        </message>
        <message>
            <source>The cards and the trumps</source>
            <comment>lesson.sheepshead.cards.title</comment>
            <translation>カードと切り札</translation>
        </message>
        <message>
            <source>Queens, jacks, then diamonds: fourteen trumps.</source>
            <comment>lesson.sheepshead.cards.summary</comment>
            <translation>Q、J、ダイヤの順。切り札は14枚。</translation>
        </message>
        <message>
            <source>Sheepshead is usually played by five with 32 cards, A 10 K Q J 9 8 7 in four suits. Everyone gets 6 cards; 2 lie face down as the blind.</source>
            <comment>lesson.sheepshead.cards.1</comment>
            <translation>シープスヘッドは普通5人で、4つのスートの A 10 K Q J 9 8 7、32枚を使います。各プレイヤーに6枚ずつ配り、2枚を伏せておきます（ブラインド）。</translation>
        </message>
        <message>
            <source>Which is the highest trump?</source>
            <comment>lesson.sheepshead.cards.3</comment>
            <translation>最も強い切り札はどれですか？</translation>
        </message>
        <message>
            <source>Yes: every diamond is a trump, even the lowest.</source>
            <comment>lesson.sheepshead.cards.6</comment>
            <translation>はい。ダイヤは最も弱いものまですべて切り札です。</translation>
        </message>
        <message>
            <source>Following suit</source>
            <comment>lesson.sheepshead.follow.title</comment>
            <translation>フォロー（マストフォロー）</translation>
        </message>
        <message>
            <source>Follow the suit led if you can; all trumps are one suit. If you cannot follow, play any card, a trump too.</source>
            <comment>lesson.sheepshead.follow.1</comment>
            <translation>できればリードスートでフォローします。切り札はすべてひとつのスートです。フォローできなければ、切り札を含めて好きなカードを出せます。</translation>
        </message>
        <message>
            <source>Card points and what wins</source>
            <comment>lesson.sheepshead.points.title</comment>
            <translation>カードポイントと勝敗</translation>
        </message>
        <message>
            <source>A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing: 120 card points. The picker's side needs 61; the buried cards count for it.</source>
            <comment>lesson.sheepshead.points.1</comment>
            <translation>A 11点、10 10点、K 4点、Q 3点、J 2点、9 8 7 は0点、合計120点です。デクレアラー側は61点以上が必要で、ディスカードしたカードもデクレアラー側のものです。</translation>
        </message>
        <message>
            <source>The picker's side took 91 card points. What is it?</source>
            <comment>lesson.sheepshead.points.2</comment>
            <translation>デクレアラー側のカードポイントは91点でした。結果は？</translation>
        </message>
        <message>
            <source>Schneider: 91 or more doubles the win.</source>
            <comment>lesson.sheepshead.points.3</comment>
            <translation>シュナイダーです。91点以上で勝ちの得点が2倍になります。</translation>
        </message>
        <message>
            <source>The picker's side took only 30. What is it?</source>
            <comment>lesson.sheepshead.points.6</comment>
            <translation>デクレアラー側は30点しか取れませんでした。結果は？</translation>
        </message>
        <message>
            <source>Pick and bury</source>
            <comment>lesson.sheepshead.picking.title</comment>
            <translation>ピックとディスカード</translation>
        </message>
        <message>
            <source>Pick a strong hand, bury points you can't protect, keep a fail card to call.</source>
            <comment>lesson.sheepshead.picking.summary</comment>
            <translation>強い手札ならピック。守れない得点はディスカード。指定用に切り札以外のカードを残す。</translation>
        </message>
        <message>
            <source>From the dealer's left, each player may pick up the blind or pass. Whoever picks takes the two cards, buries two cards face down and plays against the others, with a partner.</source>
            <comment>lesson.sheepshead.picking.1</comment>
            <translation>ディーラーの左隣から順に、ブラインドを拾う（ピック）かパスします。ブラインドを拾った人はデクレアラーと呼ばれ、2枚を手札に加え、2枚を裏向きにディスカードして、パートナーと組んで残りと戦います。</translation>
        </message>
        <message>
            <source>Pick: you become the picker.</source>
            <comment>lesson.sheepshead.picking.3</comment>
            <translation>ピックしてデクレアラーになります。</translation>
        </message>
        <message>
            <source>Five trumps: this hand should pick.</source>
            <comment>lesson.sheepshead.picking.4</comment>
            <translation>切り札が5枚あるので、ピックするべきです。</translation>
        </message>
        <message>
            <source>Never bury your best trump: keep it to win tricks.</source>
            <comment>lesson.sheepshead.picking.7</comment>
            <translation>最も強い切り札をディスカードしてはいけません。トリックを取るために残しましょう。</translation>
        </message>
        <message>
            <source>The called ace and the unknown card</source>
            <comment>lesson.sheepshead.partners.title</comment>
            <translation>パートナー指定カードと伏せたカード</translation>
        </message>
        <message>
            <source>Call a fail ace you lack; its holder plays with you.</source>
            <comment>lesson.sheepshead.partners.summary</comment>
            <translation>持っていない切り札以外のAを指定。その持ち主がパートナー。</translation>
        </message>
        <message>
            <source>With five players the picker calls a fail ace of a suit in which they hold a card but not the ace. Its holder is the secret partner. If no ace can be called, the picker may call with an unknown card, or go alone.</source>
            <comment>lesson.sheepshead.partners.1</comment>
            <translation>5人の場合、デクレアラーは自分がカードを持っていてAを持っていないスートの、切り札でないAをパートナー指定カードにします。それを持つ人が秘密のパートナーです。指定できるAがなければ、伏せたカードで指定するか、アローンでプレイできます。</translation>
        </message>
        <message>
            <source>Call your partner.</source>
            <comment>lesson.sheepshead.partners.2</comment>
            <translation>パートナーを指定してください。</translation>
        </message>
        <message>
            <source>Going alone is allowed, but a partner makes this hand safe.</source>
            <comment>lesson.sheepshead.partners.4</comment>
            <translation>アローンも可能ですが、パートナーがいればこの手札は安全です。</translation>
        </message>
        <message>
            <source>Who is your partner now?</source>
            <comment>lesson.sheepshead.partners.5</comment>
            <translation>今、パートナーは誰ですか？</translation>
        </message>
        <message>
            <source>Going alone, Leaster and doubler</source>
            <comment>lesson.sheepshead.alone.title</comment>
            <translation>アローン、リースター、ダブラー</translation>
        </message>
        <message>
            <source>Alone: against all four. Nobody picks: Leaster (or doubler).</source>
            <comment>lesson.sheepshead.alone.summary</comment>
            <translation>アローンは4人全員が相手。誰もピックしなければリースター（またはダブラー）。</translation>
        </message>
        <message>
            <source>A picker may go alone: no partner, and the picker wins or pays four times what each defender pays or wins. When nobody picks, a Leaster is played: each alone, and the fewest card points (with at least one trick) wins. Some tables play a doubler instead: the next deal counts double.</source>
            <comment>lesson.sheepshead.alone.1</comment>
            <translation>デクレアラーはアローン（パートナーなし）でプレイできます。その場合、防御側それぞれの得点の4倍を受け取るか支払います。誰もピックしなければリースターをプレイします。全員が1人で戦い、1トリック以上取った中で最もカードポイントが少ない人が勝ちます。代わりにダブラー（次のディールの得点が2倍）を採用するテーブルもあります。</translation>
        </message>
        <message>
            <source>You sit first after the dealer with {SQ}, {HQ}, {DA}, {DT}, {HA} and {HT}: four trumps and two point cards. Pick up the blind.</source>
            <comment>lesson.sheepshead.alone.20</comment>
            <translation>あなたはディーラーの左隣（最初の席）で、{SQ}、{HQ}、{DA}、{DT}、{HA}、{HT}を持っています。切り札4枚と点の高いカード2枚です。ブラインドをピックしてください。</translation>
        </message>
        <message>
            <source>Bury two cards that are no trump: a buried card's points count for you and can never be lost in a trick. The lesson has buried the {HT}; bury the second card, the one with the most points that is no trump.</source>
            <comment>lesson.sheepshead.alone.21</comment>
            <translation>切り札以外のカードを2枚ディスカードします。ディスカードしたカードの点はあなたのもので、トリックで失うことはありません。レッスンが{HT}をディスカードしました。2枚目として、切り札以外で最もカードポイントの多いカードをディスカードしてください。</translation>
        </message>
        <message>
            <source>The {HA} is buried: with the {HT}, 21 points are yours already.</source>
            <comment>lesson.sheepshead.alone.22</comment>
            <translation>{HA}をディスカードしました。{HT}と合わせて21点はもうあなたのものです。</translation>
        </message>
        <message>
            <source>You won alone and took every trick, Schwarz: each defender pays 3. What do you get?</source>
            <comment>lesson.sheepshead.alone.23</comment>
            <translation>アローンで勝ち、全トリックを取りました。シュワルツなので、防御側はそれぞれ3点を支払います。あなたの得点は？</translation>
        </message>
        <message>
            <source>12: three from each of the four defenders.</source>
            <comment>lesson.sheepshead.alone.24</comment>
            <translation>12点です。4人の防御側から3点ずつ受け取ります。</translation>
        </message>
        <message>
            <source>Nobody picks. What is played by default?</source>
            <comment>lesson.sheepshead.alone.2</comment>
            <translation>誰もピックしませんでした。通常は何をプレイしますか？</translation>
        </message>
        <message>
            <source>A Leaster: the fewest points wins.</source>
            <comment>lesson.sheepshead.alone.3</comment>
            <translation>リースターです。カードポイントが最も少ない人が勝ちます。</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <comment>lesson.sheepshead.scoring.title</comment>
            <translation>得点計算</translation>
        </message>
        <message>
            <source>This deal is over: you and your partner took every trick.</source>
            <comment>lesson.sheepshead.scoring.1</comment>
            <translation>このディールは終わりました。あなたとパートナーが全トリックを取りました。</translation>
        </message>
        <message>
            <source>Which row of the score table is it?</source>
            <comment>lesson.sheepshead.scoring.2</comment>
            <translation>得点表のどの行ですか？</translation>
        </message>
        <message>
            <source>61 to 90</source>
            <comment>lesson.sheepshead.scoring.4</comment>
            <translation>61〜90</translation>
        </message>
        <message>
            <source>Each defender pays 3. The partner gets 3. What does the picker get?</source>
            <comment>lesson.sheepshead.scoring.7</comment>
            <translation>防御側はそれぞれ3点を支払い、パートナーは3点を受け取ります。デクレアラーの得点は？</translation>
        </message>
        <message>
            <source>6: three defenders pay 9, the partner takes 3, the picker 6.</source>
            <comment>lesson.sheepshead.scoring.8</comment>
            <translation>6点です。防御側3人が9点を支払い、パートナーが3点、デクレアラーが6点を受け取ります。</translation>
        </message>
        <message>
            <source>A full deal with guidance</source>
            <comment>lesson.sheepshead.full-deal.title</comment>
            <translation>ガイド付きで1ディール</translation>
        </message>
        <message>
            <source>Now play the whole deal as the picker.</source>
            <comment>lesson.sheepshead.full-deal.1</comment>
            <translation>今度はデクレアラーとしてディール全体をプレイします。</translation>
        </message>
        <message>
            <source>Pick or pass?</source>
            <comment>lesson.sheepshead.full-deal.2</comment>
            <translation>ピックかパスか？</translation>
        </message>
        <message>
            <source>Pick.</source>
            <comment>lesson.sheepshead.full-deal.3</comment>
            <translation>ピックします。</translation>
        </message>
        <message>
            <source>Call your partner.</source>
            <comment>lesson.sheepshead.full-deal.8</comment>
            <translation>パートナーを指定してください。</translation>
        </message>
        <message>
            <source>From Schafkopf to Sheepshead</source>
            <comment>lesson.sheepshead.bridge.title</comment>
            <translation>シャーフコップからシープスヘッドへ</translation>
        </message>
        <message>
            <source>Diamonds trump, pick and bury, call an ace.</source>
            <comment>lesson.sheepshead.bridge.summary</comment>
            <translation>ダイヤが切り札、ピックしてディスカード、Aを指定。</translation>
        </message>
        <message>
            <source>Sheepshead is Schafkopf's American cousin: the same card points, queens (Obers) then jacks (Unters) on top, a called ace as partner. What differs: diamonds, not hearts, are the trump suit; there is no auction: you pick up the blind and bury two cards; and usually five play.</source>
            <comment>lesson.sheepshead.bridge.1</comment>
            <translation>シープスヘッドはシャーフコップから生まれたアメリカのゲームです。カードポイント、Q（O）とJ（U）が最強であること、指定したAがパートナーになることは同じです。違いは、切り札スートがハートではなくダイヤであること、ビッドがなくブラインドを拾って2枚ディスカードすること、普通は5人でプレイすることです。</translation>
        </message>
        <message>
            <source>Which suit is the trump suit in Sheepshead?</source>
            <comment>lesson.sheepshead.bridge.2</comment>
            <translation>シープスヘッドの切り札スートはどれですか？</translation>
        </message>
        <message>
            <source>How do you become the declarer?</source>
            <comment>lesson.sheepshead.bridge.6</comment>
            <translation>どうやってデクレアラーになりますか？</translation>
        </message>
        <message>
            <source>By picking up the blind; there is no auction.</source>
            <comment>lesson.sheepshead.bridge.7</comment>
            <translation>ブラインドをピックすることによってです。ビッドはありません。</translation>
        </message>
        <message>
            <source>Klopfen, Kontra, Tout and Sie</source>
            <comment>lesson.schafkopf.announcing.title2</comment>
            <translation>ノック、コントラ、トゥ、ズィー</translation>
        </message>
        <message>
            <source>The {CQ} is always the highest trump in the partner game and the suit solos.</source>
            <comment>lesson.schafkopf.cards.4</comment>
            <translation>パートナーゲームとスート・ソロでは、{CQ}が常に最も強い切り札です。</translation>
        </message>
        <message>
            <source>The {HA} is only the ninth trump: all Obers and Unters beat it.</source>
            <comment>lesson.schafkopf.cards.5</comment>
            <translation>{HA}は9番目の切り札にすぎません。OとUはすべてこれより強いです。</translation>
        </message>
        <message>
            <source>{CQ}</source>
            <comment>lesson.schafkopf.cards.6</comment>
            <translation>{CQ}</translation>
        </message>
        <message>
            <source>{HA}</source>
            <comment>lesson.schafkopf.cards.7</comment>
            <translation>{HA}</translation>
        </message>
        <message>
            <source>{CJ}</source>
            <comment>lesson.schafkopf.cards.8</comment>
            <translation>{CJ}</translation>
        </message>
        <message>
            <source>{p3} holds the {HT} and Eichel cards. You led a trump. What must {p3} play?</source>
            <comment>lesson.schafkopf.follow.5</comment>
            <translation>{p3}は{HT}とドングリのカードを持っています。あなたは切り札をリードしました。{p3}は何を出さなければなりませんか？</translation>
        </message>
        <message>
            <source>The {HT}: hearts are trumps, so it follows the trump led.</source>
            <comment>lesson.schafkopf.follow.6</comment>
            <translation>{HT}です。ハートは切り札なので、リードされた切り札にフォローします。</translation>
        </message>
        <message>
            <source>The {HT}</source>
            <comment>lesson.schafkopf.follow.7</comment>
            <translation>{HT}</translation>
        </message>
        <message>
            <source>The {SQ}: only the {CQ} was higher, and it is gone.</source>
            <comment>lesson.schafkopf.follow.11</comment>
            <translation>{SQ}です。これより強いのは{CQ}だけで、それはもう出ています。</translation>
        </message>
        <message>
            <source>{p3} had no trump left and threw off the {CT}.</source>
            <comment>lesson.schafkopf.follow.10</comment>
            <translation>{p3}にはもう切り札がなく、{CT}を捨てました。</translation>
        </message>
        <message>
            <source>You want to play. The others may still overcall you.</source>
            <comment>lesson.schafkopf.bidding.10</comment>
            <translation>あなたはプレイしたいと宣言しました。他の人はまだより強いゲームを宣言できます。</translation>
        </message>
        <message>
            <source>{p1}, {p2} and {p3} passed: you choose the game.</source>
            <comment>lesson.schafkopf.bidding.3</comment>
            <translation>{p1}、{p2}、{p3}はパスしました。あなたがゲームを選びます。</translation>
        </message>
        <message>
            <source>Sauspiel Gras: you hold a Gras card, the {S7}, but not its Sau.</source>
            <comment>lesson.schafkopf.partners.3</comment>
            <translation>葉のパートナーゲームです。葉のカード{S7}を持っていますが、そのエースは持っていません。</translation>
        </message>
        <message>
            <source>You lead Gras, the called suit: whoever holds its Sau must play it now.</source>
            <comment>lesson.schafkopf.partners.6</comment>
            <translation>呼んだスートの葉をリードします。そのエースを持つ人は、今それを出さなければなりません。</translation>
        </message>
        <message>
            <source>A trump does not show your partner.</source>
            <comment>lesson.schafkopf.partners.7</comment>
            <translation>切り札ではパートナーはわかりません。</translation>
        </message>
        <message>
            <source>Knocking, Kontra and Tout each double the price; Sie is four times a solo.</source>
            <comment>lesson.schafkopf.announcing.summary2</comment>
            <translation>ノック、コントラ、トゥでそれぞれ得点が2倍、ズィーはソロの4倍。</translation>
        </message>
        <message>
            <source>At this table two more doublings are played. Klopfen (knocking): after the deal, before the auction, each player may knock once; each knock doubles the price. Kontra (also called Du): a defender doubles after the game is announced; the declarer's side may answer with Re (Retour).</source>
            <comment>lesson.schafkopf.announcing.7</comment>
            <translation>このテーブルでは、さらに2つの倍付けがあります。ノック：配り終えた後、ビッドの前に、各プレイヤーは1回ノックでき、ノックのたびに得点が2倍になります。コントラ：ゲームが宣言された後、防御側が得点を2倍にでき、デクレアラー側はレで応えられます。</translation>
        </message>
        <message>
            <source>You knocked: the deal's price is doubled, whatever game is played.</source>
            <comment>lesson.schafkopf.announcing.9</comment>
            <translation>ノックしました。どのゲームになっても、このディールの得点は2倍です。</translation>
        </message>
        <message>
            <source>With the two highest trumps your side is likely to win whatever game comes: knock to double the price.</source>
            <comment>lesson.schafkopf.announcing.10</comment>
            <translation>最も強い切り札2枚があれば、どのゲームになってもあなたのチームが勝つ可能性が高いです。ノックして得点を2倍にしてください。</translation>
        </message>
        <message>
            <source>Your two highest Obers are a strong defence: double with Kontra.</source>
            <comment>lesson.schafkopf.announcing.13</comment>
            <translation>最も強いO 2枚は強力な守りです。コントラで2倍にしてください。</translation>
        </message>
        <message>
            <source>80: the 20 doubled by the knock (40) and doubled again by Kontra (80).</source>
            <comment>lesson.schafkopf.announcing.15</comment>
            <translation>80点です。20点がノックで2倍（40点）、コントラでさらに2倍（80点）になります。</translation>
        </message>
        <message>
            <source>Your side held the {CQ}, the {SQ} and the {HQ}, but not the {DQ}. How many runners?</source>
            <comment>lesson.schafkopf.scoring.2</comment>
            <translation>あなたたちは{CQ}、{SQ}、{HQ}を持ち、{DQ}は持っていませんでした。ランナーはいくつですか？</translation>
        </message>
        <message>
            <source>Three: the unbroken run from the top stops at the {DQ}.</source>
            <comment>lesson.schafkopf.scoring.3</comment>
            <translation>3つです。上から途切れずに続く切り札は{DQ}で止まります。</translation>
        </message>
        <message>
            <source>Gras: you hold the {S7} but not its Sau.</source>
            <comment>lesson.schafkopf.full-deal.5</comment>
            <translation>葉です。{S7}を持っていますが、そのエースは持っていません。</translation>
        </message>
        <message>
            <source>Which is higher in Schafkopf: the {DQ} or the {CJ}?</source>
            <comment>lesson.schafkopf.bridge.2</comment>
            <translation>シャーフコップでは、{DQ}と{CJ}のどちらが強いですか？</translation>
        </message>
        <message>
            <source>{DQ}</source>
            <comment>lesson.schafkopf.bridge.4</comment>
            <translation>{DQ}</translation>
        </message>
        <message>
            <source>{CJ}</source>
            <comment>lesson.schafkopf.bridge.5</comment>
            <translation>{CJ}</translation>
        </message>
        <message>
            <source>The four Unters</source>
            <comment>lesson.schafkopf.bridge.8</comment>
            <translation>4枚のU</translation>
        </message>
        <message>
            <source>The four Obers</source>
            <comment>lesson.schafkopf.bridge.9</comment>
            <translation>4枚のO</translation>
        </message>
        <message>
            <source>As a defender, cash your Sau, lead the called suit to find out who plays with whom, then give your points to your partner's tricks.</source>
            <comment>lesson.schafkopf.defending.summary</comment>
            <translation>防御側では、まずエースでトリックを取り、呼ばれたスートをリードして誰と誰が組んでいるかを確かめ、その後はパートナーのトリックにカードポイントを入れましょう。</translation>
        </message>
        <message>
            <source>{p1} plays a partner game and calls the {CA}. Whoever holds it plays with {p1}; the other two are the defenders and need 60 card points together. You do not hold it, so you are a defender, but you do not know yet who your partner is.</source>
            <comment>lesson.schafkopf.defending.3</comment>
            <translation>{p1}がパートナーゲームをプレイし、{CA}を呼びました。それを持っている人が{p1}と組み、残りの2人が防御側で、2人で60点が必要です。あなたは持っていないので防御側ですが、パートナーが誰かはまだ分かりません。</translation>
        </message>
        <message>
            <source>You lead the first trick. Start with a Sau that is no trump: everyone must follow its suit.</source>
            <comment>lesson.schafkopf.defending.4</comment>
            <translation>最初のトリックはあなたのリードです。切り札でないエースから始めましょう。全員がそのスートをフォローしなければなりません。</translation>
        </message>
        <message>
            <source>A Sau in its suit's first round is hard to beat: nobody may trump while they can follow.</source>
            <comment>lesson.schafkopf.defending.5</comment>
            <translation>そのスートの最初の1巡のエースはなかなか負けません。フォローできる人は切り札を出せないからです。</translation>
        </message>
        <message>
            <source>A low Gras card gives the trick away: the declarer's side can win it cheaply.</source>
            <comment>lesson.schafkopf.defending.6</comment>
            <translation>葉の弱いカードではトリックを渡してしまい、デクレアラー側に安く取られます。</translation>
        </message>
        <message>
            <source>Your {SA} took the trick. Now find out who plays with {p1}: lead the called suit.</source>
            <comment>lesson.schafkopf.defending.7</comment>
            <translation>{SA}がトリックを取りました。今度は誰が{p1}と組んでいるかを確かめましょう：呼ばれたスートをリードしてください。</translation>
        </message>
        <message>
            <source>Whoever holds the {CA} must play it when its suit is led.</source>
            <comment>lesson.schafkopf.defending.8</comment>
            <translation>{CA}を持っている人は、そのスートがリードされたら必ず出さなければなりません。</translation>
        </message>
        <message>
            <source>Your {ST} is not sure to win the trick, and the called Sau stays hidden.</source>
            <comment>lesson.schafkopf.defending.9</comment>
            <translation>{ST}は確実にトリックを取れるわけではなく、呼ばれたエースも隠れたままです。</translation>
        </message>
        <message>
            <source>Who plays with {p1}?</source>
            <comment>lesson.schafkopf.defending.10</comment>
            <translation>{p1}と組んでいるのは誰ですか？</translation>
        </message>
        <message>
            <source>{p2} played the {CA}: {p2} plays with {p1}, and {p3} is your partner. {p3} had no Eichel card and trumped the called Sau: 21 points for your side.</source>
            <comment>lesson.schafkopf.defending.11</comment>
            <translation>{p2}が{CA}を出したので、{p2}が{p1}と組んでいて、{p3}があなたのパートナーです。{p3}はドングリがなく、呼ばれたエースを切り札で取りました。あなたたちに21点です。</translation>
        </message>
        <message>
            <source>{p3} did not play the {CA}: whoever plays the called Sau plays with {p1}.</source>
            <comment>lesson.schafkopf.defending.12</comment>
            <translation>{p3}は{CA}を出していません。呼ばれたエースを出した人が{p1}と組んでいます。</translation>
        </message>
        <message>
            <source>{p2}</source>
            <comment>lesson.schafkopf.defending.13</comment>
            <translation>{p2}</translation>
        </message>
        <message>
            <source>{p3}</source>
            <comment>lesson.schafkopf.defending.14</comment>
            <translation>{p3}</translation>
        </message>
        <message>
            <source>{p3} led the {DT}; you followed with the {D9}, and {p1} trumped it with the {H7}.</source>
            <comment>lesson.schafkopf.defending.15</comment>
            <translation>{p3}が{DT}をリードし、あなたは{D9}でフォローしましたが、{p1}が{H7}で切り札を出して取りました。</translation>
        </message>
        <message>
            <source>{p3} led the {DJ}; your {DQ} followed, and {p1} took the trick with the {SQ}.</source>
            <comment>lesson.schafkopf.defending.18</comment>
            <translation>{p3}が{DJ}をリードし、あなたは{DQ}を出しましたが、{p1}が{SQ}でトリックを取りました。</translation>
        </message>
        <message>
            <source>{p1} leads the {C8}; {p2} follows with the {CK}, and {p3}, your partner, trumps it with the {HQ}. You have no Eichel.</source>
            <comment>lesson.schafkopf.defending.19</comment>
            <translation>{p1}が{C8}をリードし、{p2}が{CK}でフォローし、パートナーの{p3}が{HQ}で切り札を出しました。あなたはドングリを持っていません。</translation>
        </message>
        <message>
            <source>Nobody after you can beat the {HQ}: your {ST} gives your partner's trick 10 points.</source>
            <comment>lesson.schafkopf.defending.20</comment>
            <translation>あなたの後には{HQ}に勝てる人はいません。{ST}でパートナーのトリックに10点を入れます。</translation>
        </message>
        <message>
            <source>You and {p3} took 68 card points, {p1} and {p2} only 52: the defenders win. Each of you gets 20, the partner game's price, from one of them. Finding your partner early and giving your points to the tricks your side takes made the difference.</source>
            <comment>lesson.schafkopf.defending.21</comment>
            <translation>あなたと{p3}は68点、{p1}と{p2}は52点しか取れず、防御側の勝ちです。あなたたちはそれぞれ、パートナーゲームの得点20点を相手の1人から受け取ります。早くパートナーを見つけ、自分のチームのトリックにカードポイントを入れたことが勝因です。</translation>
        </message>
        <message>
            <source>You want to play. The others may still name a stronger game, or pass.</source>
            <comment>lesson.schafkopf.wenz.3</comment>
            <translation>プレイを宣言しました。他の人はもっと強いゲームを宣言するか、パスできます。</translation>
        </message>
        <message>
            <source>A Wenz: you play alone against the other three and need 61 card points.</source>
            <comment>lesson.schafkopf.wenz.5</comment>
            <translation>ベンツです。あなたは1人で他の3人と戦い、61点以上のカードポイントが必要です。</translation>
        </message>
        <message>
            <source>The other two Unters are against you. Lead so that they must come out.</source>
            <comment>lesson.schafkopf.wenz.6</comment>
            <translation>残りの2枚のUは相手が持っています。それを出させるようにリードしてください。</translation>
        </message>
        <message>
            <source>The {CJ} is the highest trump: whoever holds an Unter must play it to your trump and cannot keep it to trump your Eichel cards later.</source>
            <comment>lesson.schafkopf.wenz.7</comment>
            <translation>{CJ}は一番強い切り札です。Uを持っている人は今それを出さなければならず、後であなたのドングリを切り札で取ることができなくなります。</translation>
        </message>
        <message>
            <source>Your {S8} will lose a trick to the higher Gras cards, whenever you play it. Choose the moment: let the others take a trick now.</source>
            <comment>lesson.schafkopf.wenz.13</comment>
            <translation>あなたの{S8}は、いつ出しても強い葉のカードに負けます。タイミングを選んでください：今、他の人にトリックを取らせましょう。</translation>
        </message>
        <message>
            <source>Now everyone still holds Gras and must follow: the trick gets only their Gras cards. Played after your {SA}, the {S8} would lose a trick in which a player without Gras could throw a 10 onto it.</source>
            <comment>lesson.schafkopf.wenz.14</comment>
            <translation>今は全員がまだ葉を持っていてフォローしなければならないので、このトリックには葉のカードしか入りません。{SA}の後で{S8}を出すと、葉のない人が10を捨てられるトリックで負けることになります。</translation>
        </message>
        <message>
            <source>Your {SA} takes this trick, but then the {S8} loses later, when a player without Gras can add a 10 to the trick.</source>
            <comment>lesson.schafkopf.wenz.15</comment>
            <translation>{SA}はこのトリックを取りますが、後で{S8}が負けるとき、葉のない人が10を捨てられます。</translation>
        </message>
        <message>
            <source>{p1} took your {S8} with the {ST}: 17 card points, only what the others had to follow with. Your {SA} is now the highest Gras card.</source>
            <comment>lesson.schafkopf.wenz.16</comment>
            <translation>{p1}が{ST}であなたの{S8}を取りました。フォローで出すしかなかったカードだけの17点です。これで{SA}が葉で一番強いカードです。</translation>
        </message>
        <message>
            <source>In a Solo you choose the trump suit and play alone: draw trumps with your top Obers, cash your Saus before they can be trumped, and count the trumps still out.</source>
            <comment>lesson.schafkopf.solo.summary</comment>
            <translation>スート・ソロでは切り札スートを自分で決めて1人で戦います。強いOで切り札を引き出し、切り札で取られる前にエースでトリックを取り、残っている切り札を数えましょう。</translation>
        </message>
        <message>
            <source>You hold two Obers, an Unter, the Sau, the 10 and the 9 of Eichel, and two more Saus. Say that you want to play.</source>
            <comment>lesson.schafkopf.solo.2</comment>
            <translation>Oが2枚、Uが1枚、ドングリのエースと10と9、それにエースがもう2枚あります。プレイしたいと宣言してください。</translation>
        </message>
        <message>
            <source>Everyone else passed. Announce a Solo with Eichel as trumps.</source>
            <comment>lesson.schafkopf.solo.4</comment>
            <translation>他の全員がパスしました。ドングリを切り札にしたスート・ソロを宣言してください。</translation>
        </message>
        <message>
            <source>An Eichel Solo: six of your cards are trumps. You need 61 card points alone.</source>
            <comment>lesson.schafkopf.solo.5</comment>
            <translation>ドングリのスート・ソロです。あなたのカードのうち6枚が切り札です。1人で61点以上のカードポイントが必要です。</translation>
        </message>
        <message>
            <source>You lead. Take the first trick with a card nobody can beat.</source>
            <comment>lesson.schafkopf.solo.6</comment>
            <translation>あなたのリードです。誰にも負けないカードで最初のトリックを取ってください。</translation>
        </message>
        <message>
            <source>Nobody can beat it. A top trump is a good start: each player who holds a trump must give one.</source>
            <comment>lesson.schafkopf.solo.7</comment>
            <translation>誰も勝てません。強い切り札から始めるのがよい手です。切り札を持っている人は1枚出さなければなりません。</translation>
        </message>
        <message>
            <source>A low trump lead lets the others take the trick and keep their high trumps.</source>
            <comment>lesson.schafkopf.solo.8</comment>
            <translation>弱い切り札をリードすると、他の人がトリックを取り、強い切り札も残せます。</translation>
        </message>
        <message>
            <source>Your {CQ} drew three trumps: the {SJ}, the {DJ} and the {C7}. With the trumps still out, the others can trump your Saus once they run out of a suit.</source>
            <comment>lesson.schafkopf.solo.9</comment>
            <translation>あなたの{CQ}で3枚の切り札、{SJ}、{DJ}、{C7}が出ました。まだ外に切り札があるので、スートがなくなった人はあなたのエースを切り札で取れます。</translation>
        </message>
        <message>
            <source>Fourteen trumps are in a Solo. You hold five, and four fell in the first trick. How many are still in the others' hands?</source>
            <comment>lesson.schafkopf.solo.15</comment>
            <translation>スート・ソロの切り札は14枚です。あなたが5枚持っていて、最初のトリックで4枚出ました。他の人の手札にはあと何枚ありますか？</translation>
        </message>
        <message>
            <source>14 − 5 − 4 = 5, and two of them are Obers: you cannot draw them all with your top trumps.</source>
            <comment>lesson.schafkopf.solo.16</comment>
            <translation>14 − 5 − 4 = 5枚で、そのうち2枚はOです。あなたの強い切り札では全部を引き出せません。</translation>
        </message>
        <message>
            <source>{p2} took it with an Ober and led the {S9}; {p3} trumped it with the {CJ}. Take the trick.</source>
            <comment>lesson.schafkopf.solo.20</comment>
            <translation>{p2}がOで取って{S9}をリードし、{p3}が{CJ}で切り札を出しました。トリックを取ってください。</translation>
        </message>
        <message>
            <source>Only your {SQ} beats the {CJ}, and no trump still out beats your {SQ}.</source>
            <comment>lesson.schafkopf.solo.21</comment>
            <translation>{CJ}に勝てるのはあなたの{SQ}だけで、外に残っている切り札で{SQ}に勝てるものはありません。</translation>
        </message>
        <message>
            <source>You hold the {HJ}, the {CA} and the {CT}; one Ober and one low trump are still out. The lesson plays the rest: you lose one more trick to that Ober.</source>
            <comment>lesson.schafkopf.solo.22</comment>
            <translation>手札は{HJ}、{CA}、{CT}で、外にはOが1枚と弱い切り札が1枚残っています。残りはレッスンが出します。そのOにもう1トリック取られます。</translation>
        </message>
        <message>
            <source>You took 69 card points: the Solo is won, without Schneider. Each of the three pays you 50, the solo's price; no runners: you held the two highest Obers, and in a Solo runners count from three.</source>
            <comment>lesson.schafkopf.solo.23</comment>
            <translation>カードポイントは69点で、スート・ソロはシュナイダーなしで勝ちです。3人がそれぞれソロの得点50点を払います。一番上から続くOは2枚だけで、ソロのランナーは3枚からなので、ランナーはありません。</translation>
        </message>
        <message>
            <source>A Geier</source>
            <comment>lesson.schafkopf.geier.title</comment>
            <translation>ガイアー</translation>
        </message>
        <message>
            <source>You hold three Obers and three Saus. Say that you want to play.</source>
            <comment>lesson.schafkopf.geier.2</comment>
            <translation>Oが3枚とエースが3枚あります。プレイしたいと宣言してください。</translation>
        </message>
        <message>
            <source>You want to play.</source>
            <comment>lesson.schafkopf.geier.3</comment>
            <translation>プレイを宣言しました。</translation>
        </message>
        <message>
            <source>Everyone else passed. Announce your game: a Geier.</source>
            <comment>lesson.schafkopf.geier.4</comment>
            <translation>他の全員がパスしました。ゲームを宣言してください：ガイアーです。</translation>
        </message>
        <message>
            <source>A Geier: you play alone against three, with the Obers as the only trumps.</source>
            <comment>lesson.schafkopf.geier.5</comment>
            <translation>ガイアーです。あなたは1人で3人と戦い、切り札はOだけです。</translation>
        </message>
        <message>
            <source>{HT}, queens, jacks, diamonds: the trumps; two of every card.</source>
            <comment>lesson.doppelkopf.cards.summary</comment>
            <translation>{HT}、Q、J、ダイヤが切り札。どのカードも2枚ずつ。</translation>
        </message>
        <message>
            <source>In the normal game the trumps are, from the top: {HT}, the queens {CQ} {SQ} {HQ} {DQ}, the jacks {CJ} {SJ} {HJ} {DJ}, then {DA} {DT} {DK} {D9}. Clubs, spades and the other hearts are plain suits.</source>
            <comment>lesson.doppelkopf.cards.2</comment>
            <translation>通常のゲームの切り札は、強い順に{HT}、Q（{CQ} {SQ} {HQ} {DQ}）、J（{CJ} {SJ} {HJ} {DJ}）、そして{DA} {DT} {DK} {D9}です。クラブ、スペード、残りのハートは切り札以外のスートです。</translation>
        </message>
        <message>
            <source>The {HT} (Dulle) is above even the {CQ}.</source>
            <comment>lesson.doppelkopf.cards.4</comment>
            <translation>{HT}（ドゥレ）は{CQ}よりも強いです。</translation>
        </message>
        <message>
            <source>Is the {HA} a trump?</source>
            <comment>lesson.doppelkopf.cards.5</comment>
            <translation>{HA}は切り札ですか？</translation>
        </message>
        <message>
            <source>No: of the hearts only the {HT} is a trump; {HA} {HK} {H9} are a plain suit.</source>
            <comment>lesson.doppelkopf.cards.6</comment>
            <translation>いいえ。ハートで切り札なのは{HT}だけで、{HA}、{HK}、{H9}は切り札以外のスートです。</translation>
        </message>
        <message>
            <source>Yes</source>
            <comment>lesson.doppelkopf.cards.7</comment>
            <translation>はい</translation>
        </message>
        <message>
            <source>No</source>
            <comment>lesson.doppelkopf.cards.8</comment>
            <translation>いいえ</translation>
        </message>
        <message>
            <source>Spades were led, and the other {SA} was already on the trick. Your {SA} was your only spade, so you had to follow with it, and it did not win: of two equal cards the first one played wins.</source>
            <comment>lesson.doppelkopf.follow.9</comment>
            <translation>スペードがリードされ、もう1枚の{SA}がすでにトリックに出ていました。あなたのスペードは{SA}だけなので、それでフォローするしかありませんでしたが、勝てませんでした。同じカードが2枚出たときは、先に出したほうが勝ちます。</translation>
        </message>
        <message>
            <source>The lesson leads your {CQ} for you: it shows your partner, and the whole table, that you are Re.</source>
            <comment>lesson.doppelkopf.partners.9</comment>
            <translation>レッスンがあなたの代わりに{CQ}をリードします。これでパートナーにも、テーブルの全員にも、あなたが攻撃チームだとわかります。</translation>
        </message>
        <message>
            <source>Your {SQ} took the last trick, so you lead again. Lead an ace of a plain suit.</source>
            <comment>lesson.doppelkopf.partners.10</comment>
            <translation>あなたの{SQ}が前のトリックを取ったので、またあなたがリードします。切り札でないスートのエースをリードしてください。</translation>
        </message>
        <message>
            <source>With the cards as they lie, leading your {HT} or {HQ} here would have cost your side a game point.</source>
            <comment>lesson.doppelkopf.partners.11</comment>
            <translation>カードの配置どおりなら、ここで{HT}や{HQ}をリードしていれば、あなたのチームのゲームポイントが1点少なくなっていました。</translation>
        </message>
        <message>
            <source>{p2} had no hearts and took your {HA} with the {HJ}: even an ace can be trumped.</source>
            <comment>lesson.doppelkopf.partners.12</comment>
            <translation>{p2}はハートを持っておらず、あなたの{HA}を{HJ}で切りました。エースでも切り札で取られることがあります。</translation>
        </message>
        <message>
            <source>{p1}, your partner, leads the {D9}; {p2} plays the {DJ} and {p3} the {ST}. Take the trick.</source>
            <comment>lesson.doppelkopf.partners.13</comment>
            <translation>パートナーの{p1}が{D9}をリードし、{p2}は{DJ}、{p3}は{ST}を出しました。トリックを取ってください。</translation>
        </message>
        <message>
            <source>Your {HT} beats the {DJ}, and nobody plays after you.</source>
            <comment>lesson.doppelkopf.partners.14</comment>
            <translation>あなたの{HT}は{DJ}に勝ち、あなたの後には誰も出しません。</translation>
        </message>
        <message>
            <source>The lesson led your {DJ}, and {p1} took the trick with the other {CQ}: {p1} is your partner.</source>
            <comment>lesson.doppelkopf.announcing.18</comment>
            <translation>レッスンがあなたの{DJ}をリードし、{p1}がもう1枚の{CQ}でトリックを取りました。{p1}があなたのパートナーです。</translation>
        </message>
        <message>
            <source>{p1} leads the {CA}. You know your partner now, and your trumps are strong: promise more. Announce "no 90", that Kontra will end with fewer than 90 card points.</source>
            <comment>lesson.doppelkopf.announcing.12</comment>
            <translation>{p1}が{CA}をリードしました。もうパートナーがわかっていて、あなたの切り札は強いので、もっと約束しましょう。「90」を宣言してください。防御チームが90点未満で終わるという宣言です。</translation>
        </message>
        <message>
            <source>Announce first: an announcement is said before your card.</source>
            <comment>lesson.doppelkopf.announcing.19</comment>
            <translation>先に宣言しましょう。宣言はカードを出す前に行います。</translation>
        </message>
        <message>
            <source>"No 60" promises that Kontra ends under 60: too bold this early.</source>
            <comment>lesson.doppelkopf.announcing.15</comment>
            <translation>「60」は防御チームが60点未満で終わるという約束です。この段階では大胆すぎます。</translation>
        </message>
        <message>
            <source>Suppose Re had announced "no 90", and Kontra ended with exactly 90 card points. Would Re make it?</source>
            <comment>lesson.doppelkopf.announcing.2</comment>
            <translation>攻撃チームが「90」を宣言していて、防御チームがちょうど90点で終わったとします。攻撃チームは達成できたでしょうか？</translation>
        </message>
        <message>
            <source>No: "no 90" means fewer than 90, and 90 is not fewer. Re would lose the deal.</source>
            <comment>lesson.doppelkopf.announcing.3</comment>
            <translation>いいえ。「90」は90点未満という意味で、90点は未満ではありません。攻撃チームの負けになります。</translation>
        </message>
        <message>
            <source>You lead first. The lesson leads your {CA} for you: an ace of a plain suit, led while the others may still hold clubs.</source>
            <comment>lesson.doppelkopf.full-deal.48</comment>
            <translation>最初のリードはあなたです。レッスンがあなたの代わりに{CA}をリードします。切り札でないスートのエースを、ほかの人がまだクラブを持っているかもしれないうちに出します。</translation>
        </message>
        <message>
            <source>The lesson leads your {CQ}: it tells the table that you are Re.</source>
            <comment>lesson.doppelkopf.full-deal.49</comment>
            <translation>レッスンがあなたの{CQ}をリードします。これで、あなたが攻撃チームだとテーブルの全員にわかります。</translation>
        </message>
        <message>
            <source>Your {CQ} came first and won. Next the lesson leads your {HT}, the highest trump: nobody can beat it.</source>
            <comment>lesson.doppelkopf.full-deal.50</comment>
            <translation>先に出たあなたの{CQ}が勝ちました。次にレッスンが、いちばん強い切り札である{HT}をリードします。誰もこれに勝てません。</translation>
        </message>
        <message>
            <source>{p2} leads the {HJ}, {p3} throws the {ST}, and your partner plays after you.</source>
            <comment>lesson.doppelkopf.full-deal.53</comment>
            <translation>{p2}が{HJ}をリードし、{p3}は{ST}を捨てました。あなたの後にパートナーが出します。</translation>
        </message>
        <message>
            <source>With the cards as they lie, your {DK}, {DA} and {D9} end the deal alike here. The lesson plays the {DK} and keeps your fox, the {DA}, for a trick your partner surely takes.</source>
            <comment>lesson.doppelkopf.full-deal.54</comment>
            <translation>カードの配置どおりなら、ここでは{DK}、{DA}、{D9}のどれを出しても結果は同じです。レッスンは{DK}を出し、フォックスの{DA}はパートナーが確実に取るトリックのために残しておきます。</translation>
        </message>
        <message>
            <source>{p1}, your partner, took the trick with the {SJ}.</source>
            <comment>lesson.doppelkopf.full-deal.55</comment>
            <translation>パートナーの{p1}が{SJ}でトリックを取りました。</translation>
        </message>
        <message>
            <source>Your partner's {HJ} leads this trick, and you play last: give it as many points as you can.</source>
            <comment>lesson.doppelkopf.full-deal.56</comment>
            <translation>このトリックはパートナーの{HJ}が勝っていて、あなたが最後に出します。できるだけ多くの点を入れてください。</translation>
        </message>
        <message>
            <source>The {DA}, your fox: 11 points for your party, and the fox stays on your side.</source>
            <comment>lesson.doppelkopf.full-deal.57</comment>
            <translation>{DA}、あなたのフォックスです。あなたのチームに11点が入り、フォックスも味方の手に残ります。</translation>
        </message>
        <message>
            <source>{p1} led the {D9}, {p2} beat it with the {DQ}, and you played last: the lesson took the trick with your {SQ}.</source>
            <comment>lesson.doppelkopf.full-deal.58</comment>
            <translation>{p1}が{D9}をリードし、{p2}が{DQ}でそれに勝ち、あなたが最後に出しました。レッスンは{SQ}でトリックを取りました。</translation>
        </message>
        <message>
            <source>{p1}, your partner, took the last trick and leads the {CJ}; {p2} plays the {DQ} and {p3} the {HK}. Take the trick.</source>
            <comment>lesson.doppelkopf.full-deal.59</comment>
            <translation>パートナーの{p1}が前のトリックを取り、{CJ}をリードしました。{p2}は{DQ}、{p3}は{HK}を出しました。トリックを取ってください。</translation>
        </message>
        <message>
            <source>Your partner took the last trick with the {HT}. Re wins with 160 card points, and Kontra stayed under 90: 2 points each.</source>
            <comment>lesson.doppelkopf.full-deal.46</comment>
            <translation>最後のトリックはパートナーが{HT}で取りました。攻撃チームが160点で勝ち、防御チームは90点未満：それぞれ2点です。</translation>
        </message>
        <message>
            <source>You hold the {CA} twice, the {SA} and the {HA}, and three queens. The lesson announces Kontra for you before your first card.</source>
            <comment>lesson.doppelkopf.defending.32</comment>
            <translation>あなたは{CA}を2枚、{SA}と{HA}、そしてクイーンを3枚持っています。最初のカードの前に、レッスンがあなたの代わりにコントラを宣言します。</translation>
        </message>
        <message>
            <source>You lead the first trick. The lesson leads your {CA}: an ace in its suit's first round usually wins, as the others must follow if they can.</source>
            <comment>lesson.doppelkopf.defending.33</comment>
            <translation>最初のトリックはあなたのリードです。レッスンが{CA}をリードします。そのスートの1巡目のエースはたいてい勝ちます。ほかの人は持っていればフォローしなければならないからです。</translation>
        </message>
        <message>
            <source>Your {CA} took the trick. The lesson leads your {HA} next: {p3}, your partner, had no hearts and took it with the {DT}, so its points stay with your side.</source>
            <comment>lesson.doppelkopf.defending.34</comment>
            <translation>あなたの{CA}がトリックを取りました。次にレッスンが{HA}をリードします。パートナーの{p3}はハートを持っておらず、{DT}で取ったので、そのカードポイントはあなたのチームに残ります。</translation>
        </message>
        <message>
            <source>{p3}, your partner, leads the {HT}, the highest trump: the first {HT} beats the second, so this trick is your side's. The lesson gives it your {DQ}, a trump with points.</source>
            <comment>lesson.doppelkopf.defending.35</comment>
            <translation>パートナーの{p3}が、いちばん強い切り札の{HT}をリードしました。1枚目の{HT}は2枚目に勝つので、このトリックはあなたのチームのものです。レッスンは点のある切り札、{DQ}を出します。</translation>
        </message>
        <message>
            <source>You took that trick and led again: the lesson led your other {CA}. The soloist trumped it with the {DK}, and {p3}, your partner, took the trick with the {DJ}, so its points go to your side.</source>
            <comment>lesson.doppelkopf.defending.37</comment>
            <translation>あなたがそのトリックを取り、またリードしました。レッスンはもう1枚の{CA}をリードしました。ソロプレイヤーは{DK}で切りましたが、パートナーの{p3}が{DJ}でトリックを取ったので、そのカードポイントはあなたのチームのものです。</translation>
        </message>
        <message>
            <source>{p1} leads the {HQ}, and {p2} and {p3} each play a {HJ}.</source>
            <comment>lesson.doppelkopf.defending.38</comment>
            <translation>{p1}が{HQ}をリードし、{p2}と{p3}はそれぞれ{HJ}を出しました。</translation>
        </message>
        <message>
            <source>The first {HQ} beats the second, so no trump of yours can win this trick: your {DJ} gives the fewest points.</source>
            <comment>lesson.doppelkopf.defending.39</comment>
            <translation>1枚目の{HQ}は2枚目に勝つので、あなたのどの切り札でもこのトリックは取れません。{DJ}なら与えるカードポイントがいちばん少なくて済みます。</translation>
        </message>
        <message>
            <source>{p1} led trumps twice more, the {CQ} last: your last trump had to follow the first of them, and you have no trump left.</source>
            <comment>lesson.doppelkopf.defending.40</comment>
            <translation>{p1}はさらに2回切り札をリードし、最後は{CQ}でした。1回目であなたの最後の切り札を出さなければならず、もう切り札は残っていません。</translation>
        </message>
        <message>
            <source>{p1} leads the {DT}, {p2} plays the {HK}, and {p3} beats it with the {CJ}.</source>
            <comment>lesson.doppelkopf.defending.41</comment>
            <translation>{p1}が{DT}をリードし、{p2}は{HK}を出し、{p3}が{CJ}でそれに勝ちました。</translation>
        </message>
        <message>
            <source>You play last and {p3} wins: your {CT} gives 10 points to your side.</source>
            <comment>lesson.doppelkopf.defending.42</comment>
            <translation>あなたが最後に出し、{p3}が勝ちます。{CT}であなたのチームに10点が入ります。</translation>
        </message>
        <message>
            <source>The soloist took 78 card points, short of 121 and under 90: the Kontra party wins. Each of you scores 4: 1 for winning, 1 for keeping the soloist under 90 and 2 for your Kontra; the soloist pays three times that, 12.</source>
            <comment>lesson.doppelkopf.defending.30</comment>
            <translation>ソロプレイヤーのカードポイントは78点で、121点に届かず、90点未満でした。防御チームの勝ちです。あなたたちはそれぞれ4点：勝ちで1点、ソロプレイヤーを90点未満に抑えて1点、コントラで2点です。ソロプレイヤーはその3倍の12点を払います。</translation>
        </message>
        <message>
            <source>You lead the first trick. The lesson leads your {S9}, the lowest spade: another player can take the trick and become your partner.</source>
            <comment>lesson.doppelkopf.marriage.16</comment>
            <translation>最初のトリックはあなたのリードです。レッスンはいちばん低いスペード、{S9}をリードします。ほかのプレイヤーがトリックを取って、あなたのパートナーになれます。</translation>
        </message>
        <message>
            <source>Your aces took their tricks. Your {HK} cannot win one: the other {HA} is still out. The lesson leads it now, while the others still hold hearts and must follow: the trick gets only the hearts they follow with.</source>
            <comment>lesson.doppelkopf.solo.22</comment>
            <translation>あなたのエースはそれぞれトリックを取りました。{HK}はトリックを取れません。もう1枚の{HA}がまだ残っているからです。ほかの人がまだハートを持っていてフォローしなければならない今、レッスンがこれをリードします。トリックに入るのは、フォローで出されたハートだけです。</translation>
        </message>
        <message>
            <source>{p3} took it with the {HA} and leads the {DJ}, a plain diamond in a queen solo, and you have no diamonds. The lesson trumps with your {SQ}: no queen is left against you, so it takes the trick.</source>
            <comment>lesson.doppelkopf.solo.23</comment>
            <translation>{p3}が{HA}でトリックを取り、{DJ}をリードしました。クイーンソロではこれは切り札でないダイヤで、あなたはダイヤを持っていません。レッスンは{SQ}で切ります。相手にはクイーンが残っていないので、このトリックを取ります。</translation>
        </message>
        <message>
            <source>As a defender, lead the called suit to find the partner, give cheap cards to the picker's tricks and your points to your own side's.</source>
            <comment>lesson.sheepshead.defending.summary</comment>
            <translation>防御側では、パートナー指定カードのスートをリードしてパートナーを見つけ、デクレアラー側のトリックには安いカードを、自分の側のトリックにはカードポイントを入れましょう。</translation>
        </message>
        <message>
            <source>{p2} played the {HA}: {p2} is the partner. {p1} and {p2} play against you, {p3} and {p4}. Your only trump, the {D7}, had to follow the trump {p3} led next.</source>
            <comment>lesson.sheepshead.defending.7</comment>
            <translation>{p2}が{HA}を出したので、{p2}がパートナーです。{p1}と{p2}が、あなたと{p3}と{p4}の相手です。あなたの唯一の切り札{D7}は、次に{p3}がリードした切り札にフォローで出すしかありませんでした。</translation>
        </message>
        <message>
            <source>{p1} trumped with the {DA} and leads the {DK}; {p2} plays the {DJ}, {p3} the {DQ}, and {p4} throws the {ST}. You play last.</source>
            <comment>lesson.sheepshead.defending.11</comment>
            <translation>{p1}が{DA}で切り札を出して取り、{DK}をリードしました。{p2}は{DJ}、{p3}は{DQ}を出し、{p4}は{ST}を捨てました。あなたが最後です。</translation>
        </message>
        <message>
            <source>Nobody plays after you, and {p3}'s {DQ} wins: give your side's trick as many points as you can. Giving points to a trick your side takes is called smearing.</source>
            <comment>lesson.sheepshead.defending.12</comment>
            <translation>あなたの後には誰もおらず、{p3}の{DQ}が勝ちます。自分の側のトリックにできるだけ多くのカードポイントを入れましょう。味方が取るトリックにカードポイントを入れるのは、防御の大事な技です。</translation>
        </message>
        <message>
            <source>{p3} leads the {D8}, a trump, and {p4} throws the {H9}. {p1} and {p2} play after you.</source>
            <comment>lesson.sheepshead.defending.13</comment>
            <translation>{p3}が切り札の{D8}をリードし、{p4}は{H9}を捨てました。{p1}と{p2}はあなたの後に出します。</translation>
        </message>
        <message>
            <source>You have no trump: the picker's side will take this trick, so give it the card with the fewest points.</source>
            <comment>lesson.sheepshead.defending.14</comment>
            <translation>あなたには切り札がありません。このトリックはデクレアラー側が取るので、カードポイントの一番少ないカードを出しましょう。</translation>
        </message>
        <message>
            <source>{p1} and {p2} took only 39 card points and lose; your side took 81. With five players a lost game below 61 costs the picker 2 and the partner 1, and each defender wins 1. Finding the partner at once and giving your points only to your own side's tricks did it.</source>
            <comment>lesson.sheepshead.defending.15</comment>
            <translation>{p1}と{p2}は39点しか取れずに負け、あなたの側は81点を取りました。5人のときに61点未満で負けると、デクレアラーは2点、パートナーは1点を失い、防御側はそれぞれ1点を得ます。すぐにパートナーを見つけ、自分の側のトリックにだけカードポイントを入れたのが勝因です。</translation>
        </message>
        <message>
            <source>When nobody picks, the fewest card points win, but only with at least one trick: stay out of the tricks, take one cheap one, and let the others take your points.</source>
            <comment>lesson.sheepshead.leaster.summary</comment>
            <translation>誰もピックしないときは、カードポイントが一番少ない人が勝ちますが、1トリック以上取っていることが条件です。トリックを避け、安いトリックを1つだけ取り、カードポイントの多いカードは他の人に取らせましょう。</translation>
        </message>
        <message>
            <source>You lead the first trick. Lead a card that others can beat.</source>
            <comment>lesson.sheepshead.leaster.4</comment>
            <translation>最初のトリックはあなたのリードです。他の人が勝てるカードをリードしてください。</translation>
        </message>
        <message>
            <source>Holding the called ace, you play with the picker: keep the ace until its suit is led, and give cheap cards to tricks you cannot win.</source>
            <comment>lesson.sheepshead.partner.summary</comment>
            <translation>パートナー指定カードを持っていれば、あなたはデクレアラーと組みます。そのスートがリードされるまでエースは取っておき、取れないトリックには安いカードを出しましょう。</translation>
        </message>
        <message>
            <source>The doubler</source>
            <comment>lesson.sheepshead.doubler.title</comment>
            <translation>ダブラー</translation>
        </message>
        <message>
            <source>At a table that plays the doubler, a deal nobody picks is thrown in, and the next one counts double; each further doubler doubles it again.</source>
            <comment>lesson.sheepshead.doubler.summary</comment>
            <translation>ダブラーを採用しているテーブルでは、誰もピックしなかったディールは配り直しになり、次のディールの得点が2倍になります。続けてダブラーになると、さらに2倍になります。</translation>
        </message>
        <message>
            <source>Some tables play a doubler instead of a Leaster (a rule option): when everybody passes, nobody plays the cards. They are thrown in, the same dealer deals again, and the next deal counts double.</source>
            <comment>lesson.sheepshead.doubler.1</comment>
            <translation>リースターの代わりにダブラーを採用するテーブルもあります（変更可能ルール）。全員がパスすると、そのディールはプレイしません。カードを集め、同じディーラーが配り直し、次のディールの得点が2倍になります。</translation>
        </message>
        <message>
            <source>At this table the last deal was a doubler: this deal counts double, for the picker, the partner and the defenders alike.</source>
            <comment>lesson.sheepshead.doubler.2</comment>
            <translation>このテーブルでは前のディールがダブラーでした。このディールは、デクレアラーにもパートナーにも防御側にも、得点が2倍になります。</translation>
        </message>
        <message>
            <source>Your only trump is the {D7}. Pick or pass?</source>
            <comment>lesson.sheepshead.doubler.3</comment>
            <translation>切り札は{D7}の1枚だけです。ピックしますか、パスしますか？</translation>
        </message>
        <message>
            <source>With one small trump you pass, doubled deal or not: a lost game would cost double too.</source>
            <comment>lesson.sheepshead.doubler.4</comment>
            <translation>弱い切り札1枚ではパスします。2倍のディールでも同じです。負ければ失点も2倍になります。</translation>
        </message>
        <message>
            <source>One small trump is far too few to pick, and in a doubled deal a lost game costs twice as much.</source>
            <comment>lesson.sheepshead.doubler.5</comment>
            <translation>弱い切り札1枚ではピックするには少なすぎます。2倍のディールでは、負けたときの失点も2倍です。</translation>
        </message>
        <message>
            <source>Everybody passed again: the cards are thrown in a second time, and nobody scores. The same dealer deals again.</source>
            <comment>lesson.sheepshead.doubler.6</comment>
            <translation>また全員がパスしたので、カードは2回目の配り直しになり、誰も得点しません。同じディーラーがもう一度配ります。</translation>
        </message>
        <message>
            <source>This deal counted double and was thrown in again. How much does the next deal count?</source>
            <comment>lesson.sheepshead.doubler.7</comment>
            <translation>このディールは2倍で、また配り直しになりました。次のディールの得点は何倍ですか？</translation>
        </message>
        <message>
            <source>Four times: each doubler doubles again, 2 × 2 = 4.</source>
            <comment>lesson.sheepshead.doubler.8</comment>
            <translation>4倍です。ダブラーのたびにさらに2倍になるので、2 × 2 = 4です。</translation>
        </message>
        <message>
            <source>Not 2: this deal already counted double, and the new doubler doubles that again.</source>
            <comment>lesson.sheepshead.doubler.9</comment>
            <translation>2倍ではありません。このディールはすでに2倍で、新しいダブラーでさらに2倍になります。</translation>
        </message>
        <message>
            <source>Twice</source>
            <comment>lesson.sheepshead.doubler.10</comment>
            <translation>2倍</translation>
        </message>
        <message>
            <source>Four times</source>
            <comment>lesson.sheepshead.doubler.11</comment>
            <translation>4倍</translation>
        </message>
        <message>
            <source>Eight times</source>
            <comment>lesson.sheepshead.doubler.12</comment>
            <translation>8倍</translation>
        </message>
        <message>
            <source>In the next deal the picker and a partner win with 75 card points. With five players that is 2 for the picker and 1 for the partner in a normal deal. What does the picker get?</source>
            <comment>lesson.sheepshead.doubler.13</comment>
            <translation>次のディールでデクレアラーとパートナーが75点で勝ちます。5人の場合、普通のディールならデクレアラーは2点、パートナーは1点です。デクレアラーは何点を得ますか？</translation>
        </message>
        <message>
            <source>8: the 2 of a normal deal, four times. The partner gets 4, and each of the three defenders pays 4.</source>
            <comment>lesson.sheepshead.doubler.14</comment>
            <translation>8点です。普通のディールの2点の4倍です。パートナーは4点を得て、3人の防御側はそれぞれ4点を払います。</translation>
        </message>
        <message>
            <source>A trump was led. Your partner's {SQ} leads the trick, and you play last: give it as many points as you can.</source>
            <comment>lesson.doppelkopf.follow.5</comment>
            <translation>切り札がリードされました。パートナーの{SQ}が勝っていて、あなたが最後に出します。できるだけ多くのカードポイントを渡してください。</translation>
        </message>
        <message>
            <source>The {DK}: 4 points more for your party.</source>
            <comment>lesson.doppelkopf.follow.6</comment>
            <translation>{DK}です。あなたのチームに4点が加わります。</translation>
        </message>
        <message>
            <source>Your {SQ} gives your partner's trick only 3 points; a card of yours gives more.</source>
            <comment>lesson.doppelkopf.follow.10</comment>
            <translation>{SQ}ではパートナーのトリックに3点しか入りません。もっと多く入れられるカードがあります。</translation>
        </message>
        <message>
            <source>Nothing extra</source>
            <comment>lesson.doppelkopf.points.8</comment>
            <translation>何もない</translation>
        </message>
        <message>
            <source>One game point more</source>
            <comment>lesson.doppelkopf.points.9</comment>
            <translation>得点が1点増える</translation>
        </message>
        <message>
            <source>Before the play each player says healthy, or reservation for a special game: a solo (alone against three), poverty (three or fewer trumps: pass your trumps to a partner) or marriage (both {CQ} in one hand).</source>
            <comment>lesson.doppelkopf.reservations.1</comment>
            <translation>プレイの前に、各プレイヤーは「普通のゲーム」か「保留」を宣言します。保留は特別なゲームのためで、ソロ（1対3）、アルムート（切り札が3枚以下：切り札をパートナーに渡す）、マリッジ（{CQ}を2枚とも持つ）があります。</translation>
        </message>
        <message>
            <source>You hold one {CQ} and plenty of trumps. What do you say?</source>
            <comment>lesson.doppelkopf.reservations.2</comment>
            <translation>{CQ}を1枚と十分な切り札を持っています。何と宣言しますか？</translation>
        </message>
        <message>
            <source>Healthy: a normal game, the two {CQ} holders against the other two.</source>
            <comment>lesson.doppelkopf.reservations.3</comment>
            <translation>普通のゲームです。{CQ}を持つ2人と残りの2人で戦います。</translation>
        </message>
        <message>
            <source>A player holding both {CQ} may declare which reservation?</source>
            <comment>lesson.doppelkopf.reservations.5</comment>
            <translation>{CQ}を2枚とも持っているプレイヤーは、どの保留を宣言できますか？</translation>
        </message>
        <message>
            <source>A marriage: the first trick of the first three won by someone else finds your partner; win all three and you play a solo.</source>
            <comment>lesson.doppelkopf.reservations.6</comment>
            <translation>マリッジです。最初の3トリックのうち、あなた以外の人が最初に取ったトリックでパートナーが決まります。3トリックとも自分で取ればソロになります。</translation>
        </message>
        <message>
            <source>Marriage</source>
            <comment>lesson.doppelkopf.reservations.7</comment>
            <translation>マリッジ</translation>
        </message>
        <message>
            <source>Poverty</source>
            <comment>lesson.doppelkopf.reservations.8</comment>
            <translation>アルムート</translation>
        </message>
        <message>
            <source>Solo</source>
            <comment>lesson.doppelkopf.reservations.9</comment>
            <translation>ソロ</translation>
        </message>
        <message>
            <source>A player with only three trumps may declare which reservation?</source>
            <comment>lesson.doppelkopf.reservations.10</comment>
            <translation>切り札が3枚しかないプレイヤーは、どの保留を宣言できますか？</translation>
        </message>
        <message>
            <source>Poverty: that player passes three cards with all their trumps to whoever takes them.</source>
            <comment>lesson.doppelkopf.reservations.11</comment>
            <translation>アルムートです。そのプレイヤーは、すべての切り札を含む3枚を、交換に応じた人に渡します。</translation>
        </message>
        <message>
            <source>Marriage</source>
            <comment>lesson.doppelkopf.reservations.12</comment>
            <translation>マリッジ</translation>
        </message>
        <message>
            <source>Poverty</source>
            <comment>lesson.doppelkopf.reservations.13</comment>
            <translation>アルムート</translation>
        </message>
        <message>
            <source>The player on your left</source>
            <comment>lesson.doppelkopf.partners.5</comment>
            <translation>左隣のプレイヤー</translation>
        </message>
        <message>
            <source>Re/Kontra while you hold 11 cards; "no 90" while you hold 10: Kontra must end under 90.</source>
            <comment>lesson.doppelkopf.announcing.summary2</comment>
            <translation>レー／コントラは手札11枚以上のうちに、「90」は10枚以上のうちに。防御チームは90点未満で終わらなければなりません。</translation>
        </message>
        <message>
            <source>A Re player may announce Re, a Kontra player Kontra, while holding at least 11 cards. Re or Kontra announced is worth 2 game points more. Later you may announce "no 90": the other side will end with fewer than 90 card points.</source>
            <comment>lesson.doppelkopf.announcing.1</comment>
            <translation>攻撃チームのプレイヤーはレー、防御チームはコントラを、手札が11枚以上あるうちに宣言できます。レーやコントラの宣言はそれぞれ2点追加です。その後「90」を宣言できます：相手チームが90点未満で終わるという宣言です。</translation>
        </message>
        <message>
            <source>Re: your side now plays for 2 game points more. You may announce while you hold at least 11 cards, so before your second card.</source>
            <comment>lesson.doppelkopf.announcing.9</comment>
            <translation>レー：あなたのチームの得点が2点増えます。宣言できるのは手札が11枚以上あるうち、つまり2枚目のカードを出す前です。</translation>
        </message>
        <message>
            <source>"No 90" promises more than Re. Say Re now; after the first trick you know more.</source>
            <comment>lesson.doppelkopf.announcing.11</comment>
            <translation>「90」はレーより大きな約束です。今はレーを宣言してください。最初のトリックの後にはもっと多くのことが分かります。</translation>
        </message>
        <message>
            <source>"No 90": one game point more if Kontra stays under 90, but Re loses if Kontra reaches 90. It may be said while you hold at least 10 cards.</source>
            <comment>lesson.doppelkopf.announcing.13</comment>
            <translation>「90」：防御チームが90点未満なら1点追加ですが、防御チームが90点に達すると攻撃チームの負けです。手札が10枚以上あるうちに宣言できます。</translation>
        </message>
        <message>
            <source>Yes</source>
            <comment>lesson.doppelkopf.announcing.4</comment>
            <translation>はい</translation>
        </message>
        <message>
            <source>No</source>
            <comment>lesson.doppelkopf.announcing.5</comment>
            <translation>いいえ</translation>
        </message>
        <message>
            <source>Re wins with 160 card points, Kontra under 90: two points each.</source>
            <comment>lesson.doppelkopf.full-deal.summary</comment>
            <translation>攻撃チームが160点で勝ち、防御チームは90点未満：それぞれ2点です。</translation>
        </message>
        <message>
            <source>Spades were led, then clubs, and each time you held a single card of the suit, so you had to play it. Your {CA} won this trick.</source>
            <comment>lesson.doppelkopf.full-deal.47</comment>
            <translation>スペード、次にクラブがリードされ、どちらもそのスートのカードは1枚しかなかったので、それを出すしかありませんでした。このトリックはあなたの{CA}が取りました。</translation>
        </message>
        <message>
            <source>Your {HQ} beats the {DQ}, and nobody plays after you.</source>
            <comment>lesson.doppelkopf.full-deal.45</comment>
            <translation>{HQ}は{DQ}に勝ち、あなたの後には誰もいません。</translation>
        </message>
        <message>
            <source>Yes</source>
            <comment>lesson.doppelkopf.bridge.6</comment>
            <translation>はい</translation>
        </message>
        <message>
            <source>No</source>
            <comment>lesson.doppelkopf.bridge.7</comment>
            <translation>いいえ</translation>
        </message>
        <message>
            <source>Kontra: your side says it will win. It adds 2 game points to the deal's value, whichever side wins it.</source>
            <comment>lesson.doppelkopf.defending.5</comment>
            <translation>コントラは、防御チームが勝つという宣言です。どちらのチームが勝っても、そのディールの得点が2点増えます。</translation>
        </message>
        <message>
            <source>Playing a solo</source>
            <comment>lesson.doppelkopf.solo.title</comment>
            <translation>ソロをプレイする</translation>
        </message>
        <message>
            <source>With a strong hand you may play alone against three: in a queen solo only the queens are trumps. Draw them, cash your aces, then lose your losers while you keep control.</source>
            <comment>lesson.doppelkopf.solo.summary</comment>
            <translation>強い手札なら1人で3人と戦えます。クイーンソロでは切り札はQだけです。Qを引き出し、エースでトリックを取り、主導権があるうちに負けるカードを渡しましょう。</translation>
        </message>
        <message>
            <source>A solo is a reservation: you play alone, as the Re party, against the other three. In a queen solo only the eight queens are trumps; every other card, jacks and diamonds included, belongs to its plain suit, A 10 K J 9. A soloist wins or loses three times the game points.</source>
            <comment>lesson.doppelkopf.solo.1</comment>
            <translation>ソロは保留の一つです。あなたは1人で攻撃チームとなり、他の3人と戦います。クイーンソロでは8枚のQだけが切り札で、Jやダイヤを含む他のカードはすべてそのスートの普通のカード（A 10 K J 9）です。ソロプレイヤーは3倍の得点を得るか失います。</translation>
        </message>
        <message>
            <source>You hold five of the eight queens and four aces. Say that you have a reservation.</source>
            <comment>lesson.doppelkopf.solo.2</comment>
            <translation>8枚のQのうち5枚と、エースが4枚あります。保留を宣言してください。</translation>
        </message>
        <message>
            <source>A reservation: once the others have spoken, you name your game.</source>
            <comment>lesson.doppelkopf.solo.3</comment>
            <translation>保留です。他の人が宣言した後で、あなたがゲームを決めます。</translation>
        </message>
        <message>
            <source>The others are healthy. Announce a queen solo.</source>
            <comment>lesson.doppelkopf.solo.4</comment>
            <translation>他の人は普通のゲームです。クイーンソロを宣言してください。</translation>
        </message>
        <message>
            <source>A queen solo: you play alone, and your queens are the only trumps.</source>
            <comment>lesson.doppelkopf.solo.5</comment>
            <translation>クイーンソロです。あなたは1人で戦い、あなたのQだけが切り札です。</translation>
        </message>
        <message>
            <source>In a diamonds solo the jacks and the diamonds would be trumps too, and the others hold most of them.</source>
            <comment>lesson.doppelkopf.solo.6</comment>
            <translation>ダイヤソロではJとダイヤも切り札になり、その多くを他の人が持っています。</translation>
        </message>
        <message>
            <source>You lead. Three queens are against you, and you hold both {CQ}, the highest trumps. The lesson leads them to draw the other queens.</source>
            <comment>lesson.doppelkopf.solo.7</comment>
            <translation>あなたのリードです。相手はQを3枚持っていて、あなたは一番強い切り札である{CQ}を2枚持っています。レッスンがそれをリードして、他のQを引き出します。</translation>
        </message>
        <message>
            <source>Two queens fell to your first {CQ}, and the {HQ} to your second: all eight queens are accounted for, and nobody else holds a trump. The lesson now cashes your three aces while everyone still has to follow.</source>
            <comment>lesson.doppelkopf.solo.8</comment>
            <translation>最初の{CQ}でQが2枚、2枚目で{HQ}が出ました。8枚のQがすべて分かり、もう他の誰も切り札を持っていません。レッスンは、全員がまだフォローしなければならないうちに、あなたの3枚のエースでトリックを取ります。</translation>
        </message>
        <message>
            <source>Your lead. Your {ST} will lose a trick: the other ace in spades is still out.</source>
            <comment>lesson.doppelkopf.solo.14</comment>
            <translation>あなたのリードです。あなたの{ST}はトリックを取れません。もう1枚のスペードのエースがまだ外にあるからです。</translation>
        </message>
        <message>
            <source>Give that trick up now, as you did in hearts, while your queens still keep control.</source>
            <comment>lesson.doppelkopf.solo.15</comment>
            <translation>ハートのときと同じように、Qで主導権を持っているうちに、このトリックを今渡しましょう。</translation>
        </message>
        <message>
            <source>{p1} leads the {CJ}, {p2} takes over with the {CT}, and {p3} throws the {DT}.</source>
            <comment>lesson.doppelkopf.solo.16</comment>
            <translation>{p1}が{CJ}をリードし、{p2}が{CT}で上回り、{p3}は{DT}を捨てました。</translation>
        </message>
        <message>
            <source>Your {CK} gives only 4 points. Keep the {CA}: the other club 10 is still out, and your ace can catch it later.</source>
            <comment>lesson.doppelkopf.solo.17</comment>
            <translation>{CK}なら4点しか渡しません。{CA}は取っておきましょう。もう1枚のクラブの10がまだ外にあり、後でエースで取れます。</translation>
        </message>
        <message>
            <source>Your {CA} would take this trick, but the other club 10 is still out: kept, the ace catches it later.</source>
            <comment>lesson.doppelkopf.solo.18</comment>
            <translation>{CA}でこのトリックを取れますが、もう1枚のクラブの10がまだ外にあります。取っておけば、後でエースがそれを取ります。</translation>
        </message>
        <message>
            <source>{p2} leads the {SJ}, a plain spade, and {p3} follows with the {D9}. You have no spades.</source>
            <comment>lesson.doppelkopf.solo.19</comment>
            <translation>{p2}が普通のスペードである{SJ}をリードし、{p3}は{D9}を出しました。あなたはスペードを持っていません。</translation>
        </message>
        <message>
            <source>Your queen takes it: nobody else has a trump.</source>
            <comment>lesson.doppelkopf.solo.20</comment>
            <translation>あなたのQがトリックを取ります。他の誰も切り札を持っていません。</translation>
        </message>
        <message>
            <source>You took 152 card points, the others 88: they stayed under 90. Each of them pays you 2 game points, 1 for winning and 1 for keeping them under 90; as the soloist you score three times that, 6.</source>
            <comment>lesson.doppelkopf.solo.21</comment>
            <translation>あなたは152点、相手は88点で90点未満でした。相手はそれぞれ2点、勝ちの1点と90点未満の1点を払います。ソロプレイヤーのあなたはその3倍の6点を得ます。</translation>
        </message>
        <message>
            <source>Yes</source>
            <comment>lesson.sheepshead.cards.7</comment>
            <translation>はい</translation>
        </message>
        <message>
            <source>No</source>
            <comment>lesson.sheepshead.cards.8</comment>
            <translation>いいえ</translation>
        </message>
        <message>
            <source>Follow suit; trumps are one suit; without the suit led you may trump.</source>
            <comment>lesson.sheepshead.follow.summary</comment>
            <translation>リードされたスートをフォローします。切り札は1つのスートです。リードされたスートがなければ切り札を出せます。</translation>
        </message>
        <message>
            <source>61 wins; 91 is Schneider; 30 or fewer is reverse Schneider.</source>
            <comment>lesson.sheepshead.points.summary</comment>
            <translation>61点で勝ち、91点でシュナイダー、30点以下で逆シュナイダー。</translation>
        </message>
        <message>
            <source>Won</source>
            <comment>lesson.sheepshead.points.4</comment>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>Won, Schneider</source>
            <comment>lesson.sheepshead.points.5</comment>
            <translation>シュナイダーで勝ち</translation>
        </message>
        <message>
            <source>Reverse Schneider: 30 or fewer loses double.</source>
            <comment>lesson.sheepshead.points.7</comment>
            <translation>逆シュナイダーです。30点以下だと2倍の負けになります。</translation>
        </message>
        <message>
            <source>Lost</source>
            <comment>lesson.sheepshead.points.8</comment>
            <translation>負け</translation>
        </message>
        <message>
            <source>Lost, reverse Schneider</source>
            <comment>lesson.sheepshead.points.9</comment>
            <translation>逆シュナイダーで負け</translation>
        </message>
        <message>
            <source>The blind brought {SK} and {S7}. Bury two cards that are no trump: buried points count for you. The lesson has buried the {S7}; bury the second card, with as many points as you can.</source>
            <comment>lesson.sheepshead.picking.10</comment>
            <translation>ブラインドは{SK}と{S7}でした。切り札以外のカードを2枚ディスカードします。ディスカードしたカードの点はあなたのものになります。レッスンが{S7}をディスカードしました。2枚目として、できるだけカードポイントの多いものをディスカードしてください。</translation>
        </message>
        <message>
            <source>Buried cards count for the picker's side. Your hand is now trumps and one club.</source>
            <comment>lesson.sheepshead.picking.11</comment>
            <translation>ディスカードしたカードはデクレアラー側の得点になります。手札は切り札とクラブ1枚になりました。</translation>
        </message>
        <message>
            <source>The player on your left</source>
            <comment>lesson.sheepshead.partners.8</comment>
            <translation>左隣のプレイヤー</translation>
        </message>
        <message>
            <source>Four trumps and the first seat: this hand is worth picking. Pick.</source>
            <comment>lesson.sheepshead.alone.10</comment>
            <translation>切り札4枚で最初の席です。この手札はピックする価値があります。ピックしてください。</translation>
        </message>
        <message>
            <source>Alone: you play against all four, and each of them pays you (or you pay each of them).</source>
            <comment>lesson.sheepshead.alone.15</comment>
            <translation>アローン：4人全員を相手にプレイし、それぞれがあなたに支払います（負ければあなたがそれぞれに支払います）。</translation>
        </message>
        <message>
            <source>A called partner would share your win. With six trumps, go alone and be paid by all four.</source>
            <comment>lesson.sheepshead.alone.16</comment>
            <translation>パートナーを指定すると勝ち分を分け合うことになります。切り札6枚ならアローンで、4人全員から受け取りましょう。</translation>
        </message>
    </context>
    <context>
        <name>LessonView</name>
        <message>
            <source>%1 lessons…</source>
            <translation>%1のレッスン…</translation>
        </message>
        <message>
            <source>&amp;Learn</source>
            <translation>学ぶ(&amp;L)</translation>
        </message>
        <message>
            <source>(for players of another game)</source>
            <translation>（他のゲームを知っている人向け）</translation>
        </message>
        <message numerus="yes">
            <source>Lesson complete: %1 of %n steps right at the first try.</source>
            <translation>
                <numerusform>レッスン完了：%nステップ中%1ステップを1回目で正解しました。</numerusform>
            </translation>
        </message>
        <message>
            <source>To play a card, double-click it or drag it to the middle of the table; or choose it with the arrow keys and press Enter.</source>
            <translation>カードを出すには、ダブルクリックするか、テーブルの中央へドラッグします。矢印キーで選んでEnterキーを押しても出せます。</translation>
        </message>
        <message>
            <source>Best: %1</source>
            <translation>最高記録：%1</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>ヒント(H)</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>考え中…</translation>
        </message>
        <message>
            <source>Advice: %1</source>
            <translation>おすすめ：%1</translation>
        </message>
        <message>
            <source>Watch the cards being played…</source>
            <translation>カードが出されるところを見てください…</translation>
        </message>
        <message>
            <source>Next move</source>
            <translation>次の手</translation>
        </message>
        <message>
            <source>You take the trick.</source>
            <translation>あなたがトリックを取ります。</translation>
        </message>
        <message>
            <source>%1 takes the trick.</source>
            <translation>%1がトリックを取ります。</translation>
        </message>
        <message>
            <source>Press Next or Space to go on.</source>
            <translation>「次へ」またはスペースキーで進みます。</translation>
        </message>
        <message>
            <source>Looking at the cards as they lie…</source>
            <translation>実際のカードの配置を調べています…</translation>
        </message>
        <message>
            <source>Weighing your hand…</source>
            <translation>手札を評価しています…</translation>
        </message>
        <message>
            <source>Learn</source>
            <translation>学ぶ</translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n lessons completed</source>
            <translation>
                <numerusform>%nレッスン中%1完了</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n stars</source>
            <translation>
                <numerusform>星%1/%n</numerusform>
            </translation>
        </message>
        <message>
            <source>Learn a game</source>
            <translation>ゲームを学ぶ</translation>
        </message>
        <message>
            <source>Lessons</source>
            <translation>レッスン</translation>
        </message>
        <message numerus="yes">
            <source>%1: %2 of %n lessons completed.</source>
            <translation>
                <numerusform>%1：%nレッスン中%2完了</numerusform>
            </translation>
        </message>
        <message>
            <source>Continue lessons</source>
            <translation>レッスンを続ける</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>次へ</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>プレイする</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>プレイヤー%1</translation>
        </message>
        <message>
            <source>Right!</source>
            <translation>正解！</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>レッスンを始める</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>ステップ%1/%2</translation>
        </message>
        <message>
            <source>Try again.</source>
            <translation>もう一度やってみましょう。</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>ようこそ</translation>
        </message>
        <message>
            <source>Welcome to Stammtisch! New to Skat, Schafkopf, Doppelkopf or Sheepshead? The lessons teach each game from zero on prepared deals.</source>
            <translation>Stammtisch へようこそ！スカート、シャーフコップ、ドッペルコップ、シープスヘッドは初めてですか？レッスンでは用意された配札で各ゲームを基礎から学べます。</translation>
        </message>
        <message>
            <source>You</source>
            <translation>あなた</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>a blunder</source>
            <translation>大悪手</translation>
        </message>
        <message>
            <source>a mistake</source>
            <translation>悪手</translation>
        </message>
        <message>
            <source>Solved: this puzzle has been right at every interval and will not come back.</source>
            <translation>解決：この問題はすべての間隔で正解したので、もう出題されません。</translation>
        </message>
        <message>
            <source>It comes back tomorrow.</source>
            <translation>明日また出題されます。</translation>
        </message>
        <message numerus="yes">
            <source>It comes back in %n days, on %1.</source>
            <translation>
                <numerusform>%n日後の%1にまた出題されます。</numerusform>
            </translation>
        </message>
        <message>
            <source>Practice from your games</source>
            <translation>自分の対局から練習</translation>
        </message>
        <message>
            <source>Practice from this deal</source>
            <translation>このディールから練習</translation>
        </message>
        <message>
            <source>Due today: %1 · right: %2 of %3</source>
            <translation>今日の問題：%1・正解：%3問中%2問</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>次の問題</translation>
        </message>
        <message numerus="yes">
            <source>Preparing %n puzzles from your games…</source>
            <translation>
                <numerusform>自分の対局から%n問を準備しています…</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to practise today: the next puzzle comes back on %1.</source>
            <translation>今日練習する問題はありません。次の問題は%1に出題されます。</translation>
        </message>
        <message>
            <source>Every puzzle is solved. New ones come from your next games.</source>
            <translation>すべての問題を解決しました。新しい問題はこれからの対局から生まれます。</translation>
        </message>
        <message>
            <source>No puzzles yet: when the coach grades one of your moves a mistake or a blunder, that position comes back here to practise.</source>
            <translation>まだ問題はありません。コーチがあなたの手を悪手または大悪手と判定すると、その局面がここで練習問題になります。</translation>
        </message>
        <message numerus="yes">
            <source>Preparing %n puzzles from this deal…</source>
            <translation>
                <numerusform>このディールから%n問を準備しています…</numerusform>
            </translation>
        </message>
        <message>
            <source>You have answered every puzzle from this deal.</source>
            <translation>このディールの問題にすべて答えました。</translation>
        </message>
        <message>
            <source>No puzzles from this deal: the coach graded none of your decisions in it a mistake or a blunder.</source>
            <translation>このディールには問題がありません。コーチはこのディールでのあなたの判断をどれも悪手や大悪手と判定しませんでした。</translation>
        </message>
        <message>
            <source>Find a better card.</source>
            <translation>もっと良いカードを見つけましょう。</translation>
        </message>
        <message>
            <source>Find a better decision.</source>
            <translation>もっと良い選択を見つけましょう。</translation>
        </message>
        <message>
            <source>Your choice in this deal: %1. The coach graded it %2.</source>
            <translation>このディールでのあなたの選択：%1。コーチの判定は%2でした。</translation>
        </message>
        <message>
            <source>Right!</source>
            <translation>正解！</translation>
        </message>
        <message>
            <source>Not this one. The coach's choice: %1.</source>
            <translation>違います。コーチの選択：%1。</translation>
        </message>
        <message>
            <source>Practice from your games (%1 due)…</source>
            <translation>自分の対局から練習（%1問）…</translation>
        </message>
        <message>
            <source>Practice needs the history of your games, which this window does not keep.</source>
            <translation>練習には対局の履歴が必要ですが、このウィンドウでは履歴を記録していません。</translation>
        </message>
    </context>
    <context>
        <name>List</name>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
    </context>
    <context>
        <name>FilterBar</name>
        <message>
            <source>All time</source>
            <translation>全期間</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>過去7日</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>過去30日</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>過去12か月</translation>
        </message>
        <message>
            <source>Any opponents</source>
            <translation>すべての相手</translation>
        </message>
        <message>
            <source>Opponents: %1</source>
            <translation>相手：%1</translation>
        </message>
        <message>
            <source>Any table</source>
            <translation>すべての人数</translation>
        </message>
        <message numerus="yes">
            <source>%n players</source>
            <translation>
                <numerusform>%n人</numerusform>
            </translation>
        </message>
        <message>
            <source>Game</source>
            <translation>ゲーム</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>期間</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>対戦相手</translation>
        </message>
        <message>
            <source>Table size</source>
            <translation>人数</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>すべてのゲーム</translation>
        </message>
    </context>
    <context>
        <name>HistoryModel</name>
        <message>
            <source>Date</source>
            <translation>日時</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>ゲーム</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>ゲームの種類</translation>
        </message>
        <message>
            <source>Declarer</source>
            <translation>デクレアラー</translation>
        </message>
        <message>
            <source>Your role</source>
            <translation>あなたの役割</translation>
        </message>
        <message>
            <source>Your result</source>
            <translation>あなたの結果</translation>
        </message>
        <message>
            <source>Your score</source>
            <translation>あなたの得点</translation>
        </message>
        <message>
            <source>Your decisions</source>
            <translation>あなたの判断</translation>
        </message>
        <message>
            <source>not graded yet</source>
            <translation>まだ評価されていません</translation>
        </message>
        <message>
            <source>no mistakes</source>
            <translation>悪手なし</translation>
        </message>
    </context>
    <context>
        <name>HistoryView</name>
        <message>
            <source>History</source>
            <translation>履歴</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>開く(&amp;O)</translation>
        </message>
        <message>
            <source>The deal replayed trick by trick (Return)</source>
            <translation>ディールをトリックごとに再生します（Enterキー）</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>振り返る(&amp;R)</translation>
        </message>
        <message>
            <source>Your decisions in this deal, graded</source>
            <translation>このディールでのあなたの判断とその評価</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>練習する(&amp;P)</translation>
        </message>
        <message>
            <source>The puzzles made from your mistakes in this deal</source>
            <translation>このディールでのあなたの悪手から作った問題</translation>
        </message>
        <message>
            <source>Score &amp;list</source>
            <translation>スコア表(&amp;L)</translation>
        </message>
        <message>
            <source>The score list of this deal's Skat session</source>
            <translation>このディールのスカートのセッションのスコア表</translation>
        </message>
        <message>
            <source>&amp;Sort by:</source>
            <translation>並べ替え(&amp;S)：</translation>
        </message>
        <message>
            <source>Re&amp;verse</source>
            <translation>逆順(&amp;V)</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>ディール</translation>
        </message>
        <message>
            <source>One deal a row. Return opens it; Home and End go to the first and the last.</source>
            <translation>1行に1ディール。Enterで開き、HomeとEndで最初と最後へ移ります。</translation>
        </message>
        <message>
            <source>Deals: %1</source>
            <translation>ディール数：%1</translation>
        </message>
        <message>
            <source>This deal cannot be shown: %1</source>
            <translation>このディールは表示できません：%1</translation>
        </message>
        <message>
            <source>its moves no longer replay</source>
            <translation>手順を再生できなくなっています</translation>
        </message>
    </context>
    <context>
        <name>ScoreListDialog</name>
        <message>
            <source>Score list of the session of %1</source>
            <translation>%1のセッションのスコア表</translation>
        </message>
    </context>
    <context>
        <name>KeyboardDialog</name>
        <message>
            <source>Keyboard</source>
            <translation>キーボード</translation>
        </message>
    </context>
    <context>
        <name>KeyboardHelp</name>
        <message>
            <source>Move over the cards you may play now (over the whole hand when you have none to play)</source>
            <translation>今出せるカードの間を移動（出すカードがないときは手札全体）</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>← / →</translation>
        </message>
        <message>
            <source>The first or the last of those cards</source>
            <translation>そのうち最初・最後のカードへ</translation>
        </message>
        <message>
            <source>Home / End</source>
            <translation>Home / End</translation>
        </message>
        <message>
            <source>Play the card under the cursor; while laying away, choose it or put it back</source>
            <translation>カーソルのカードを出す（捨て札のときは選ぶ・戻す）</translation>
        </message>
        <message>
            <source>Return or Space</source>
            <translation>Enter またはスペース</translation>
        </message>
        <message>
            <source>Go on from a finished trick</source>
            <translation>終わったトリックから先へ進む</translation>
        </message>
        <message>
            <source>Return, Space or Escape</source>
            <translation>Enter・スペース・Esc</translation>
        </message>
        <message>
            <source>From your hand to the trick and back (Left / Right read its cards)</source>
            <translation>手札からトリックへ、そして戻る（← / → でそのカードを読む）</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>↑ / ↓</translation>
        </message>
        <message>
            <source>Go to the hand, the trick or the decisions</source>
            <translation>手札・トリック・選択欄へ移動</translation>
        </message>
        <message>
            <source>F6 (back: Shift+F6)</source>
            <translation>F6（戻る：Shift+F6）</translation>
        </message>
        <message>
            <source>From the table to the decisions and the panels</source>
            <translation>テーブルから選択欄・パネルへ</translation>
        </message>
        <message>
            <source>Tab (back: Shift+Tab)</source>
            <translation>Tab（戻る：Shift+Tab）</translation>
        </message>
        <message>
            <source>Play a card with the mouse</source>
            <translation>マウスでカードを出す</translation>
        </message>
        <message>
            <source>Double-click it, or drag it to the table</source>
            <translation>ダブルクリック、またはテーブルへドラッグ</translation>
        </message>
        <message>
            <source>Press a decision button</source>
            <translation>選択ボタンを押す</translation>
        </message>
        <message>
            <source>Alt + the letter underlined on it (Japanese: the letter in brackets)</source>
            <translation>Alt + ボタンの括弧内の英字（下線付き）</translation>
        </message>
        <message>
            <source>Press the focused button, tick the focused box</source>
            <translation>フォーカスのあるボタンを押す・チェックボックスを切り替える</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>スペース</translation>
        </message>
        <message>
            <source>Choose in the focused list (a game, a bid, a card to call)</source>
            <translation>フォーカスのあるリストで選ぶ（ゲーム・ビッド・指定するカード）</translation>
        </message>
        <message>
            <source>Confirm the cards chosen to lay away or pass on</source>
            <translation>捨て札・渡すカードの選択を確定</translation>
        </message>
        <message>
            <source>Space on the confirm button, or its letter</source>
            <translation>確定ボタンの上でスペース、またはその英字</translation>
        </message>
        <message>
            <source>Previous or next trick</source>
            <translation>前・次のトリック</translation>
        </message>
        <message>
            <source>Page Up / Page Down</source>
            <translation>Page Up / Page Down</translation>
        </message>
        <message>
            <source>Go through your graded decisions</source>
            <translation>評価された判断を順に見る</translation>
        </message>
        <message>
            <source>Up / Down in the list</source>
            <translation>リストで ↑ / ↓</translation>
        </message>
        <message>
            <source>Close the review</source>
            <translation>振り返りを閉じる</translation>
        </message>
        <message>
            <source>Escape</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>The result of a deal: the next deal</source>
            <translation>ディールの結果：次のディール</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>The result of a deal: its review</source>
            <translation>ディールの結果：その振り返り</translation>
        </message>
        <message>
            <source>Alt + the letter underlined on Review</source>
            <translation>Alt +「振り返る」の英字</translation>
        </message>
        <message>
            <source>History: the first or the last deal</source>
            <translation>履歴：最初または最後のディール</translation>
        </message>
        <message>
            <source>History: open the chosen deal</source>
            <translation>履歴：選んだディールを開く</translation>
        </message>
        <message>
            <source>A deal from the history: the previous or the next trick</source>
            <translation>履歴のディール：前・次のトリック</translation>
        </message>
        <message>
            <source>Statistics: a chart's previous or next point</source>
            <translation>統計：グラフの前・次の点</translation>
        </message>
        <message>
            <source>Statistics: ten points on</source>
            <translation>統計：10点先へ</translation>
        </message>
        <message>
            <source>Statistics: a chart's first or last point</source>
            <translation>統計：グラフの最初または最後の点</translation>
        </message>
        <message>
            <source>Statistics: open the chosen point's deal</source>
            <translation>統計：選んだ点のディールを開く</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>テーブルで</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>選択</translation>
        </message>
        <message>
            <source>History and statistics</source>
            <translation>履歴と統計</translation>
        </message>
        <message>
            <source>Offered now:</source>
            <translation>今できる選択：</translation>
        </message>
        <message>
            <source>The review and the result</source>
            <translation>振り返りと結果</translation>
        </message>
        <message>
            <source>Menus and windows</source>
            <translation>メニューとウィンドウ</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetView</name>
        <message>
            <source>Score sheet</source>
            <translation>スコア表</translation>
        </message>
    </context>
    <context>
        <name>TableAccess</name>
        <message>
            <source>Ace</source>
            <comment>Card rank</comment>
            <translation>エース</translation>
        </message>
        <message>
            <source>King</source>
            <comment>Card rank</comment>
            <translation>キング</translation>
        </message>
        <message>
            <source>Queen</source>
            <comment>Card rank</comment>
            <translation>クイーン</translation>
        </message>
        <message>
            <source>Jack</source>
            <comment>Card rank</comment>
            <translation>ジャック</translation>
        </message>
        <message>
            <source>10</source>
            <comment>Card rank</comment>
            <translation>10</translation>
        </message>
        <message>
            <source>9</source>
            <comment>Card rank</comment>
            <translation>9</translation>
        </message>
        <message>
            <source>8</source>
            <comment>Card rank</comment>
            <translation>8</translation>
        </message>
        <message>
            <source>7</source>
            <comment>Card rank</comment>
            <translation>7</translation>
        </message>
        <message>
            <source>. </source>
            <comment>Between two sentences said</comment>
            <translation>。</translation>
        </message>
        <message>
            <source>a face-down card</source>
            <translation>裏向きのカード</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>%1, chosen</source>
            <translation>%1、選択済み</translation>
        </message>
        <message>
            <source>%1, may be chosen</source>
            <translation>%1、選べます</translation>
        </message>
        <message>
            <source>%1, playable</source>
            <translation>%1、出せます</translation>
        </message>
        <message>
            <source>%1, not playable now</source>
            <translation>%1、今は出せません</translation>
        </message>
        <message>
            <source>%1, advised by the coach</source>
            <translation>%1、コーチのおすすめ</translation>
        </message>
        <message numerus="yes">
            <source>Your hand, %n cards</source>
            <translation>
                <numerusform>あなたの手札、%n枚</numerusform>
            </translation>
        </message>
        <message>
            <source>New deal, dealt by %1</source>
            <translation>新しいディール：ディーラーは%1</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>トリック</translation>
        </message>
        <message>
            <source>Trick taken by %1</source>
            <translation>%1が取ったトリック</translation>
        </message>
        <message>
            <source>Trick, %1 leads</source>
            <translation>トリック、%1がリード</translation>
        </message>
        <message>
            <source>Trick, no card played yet</source>
            <translation>トリック、まだカードは出ていません</translation>
        </message>
        <message>
            <source>Game: %1</source>
            <translation>ゲーム：%1</translation>
        </message>
        <message>
            <source>No game named yet</source>
            <translation>まだゲームは決まっていません</translation>
        </message>
        <message>
            <source>said: %1</source>
            <translation>宣言：%1</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>手番</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>あなたの番です</translation>
        </message>
        <message>
            <source>%1 to play</source>
            <translation>%1の番です</translation>
        </message>
        <message>
            <source>You take the trick</source>
            <translation>あなたがトリックを取ります</translation>
        </message>
        <message>
            <source>%1 takes the trick</source>
            <translation>%1がトリックを取ります</translation>
        </message>
        <message>
            <source>You play %1</source>
            <translation>あなたは%1を出します</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1が%2を出します</translation>
        </message>
    </context>
    <context>
        <name>SkatControls</name>
        <message>
            <source>%1 bids %2. Hold (say yes: you play for at least %2) or pass?</source>
            <translation>%1が%2をビッドしました。受ける（%2以上でプレイすることになります）か、パスしますか？</translation>
        </message>
        <message>
            <source>%1 holds %2. Bid higher, or pass.</source>
            <translation>%1が%2を受けました。さらに高くビッドするか、パスしてください。</translation>
        </message>
        <message>
            <source>%1 bid %2. Bid higher, or pass.</source>
            <translation>%1が%2をビッドしました。さらに高くビッドするか、パスしてください。</translation>
        </message>
        <message>
            <source>You bid to %1: bid a value (18 is the lowest) or pass.</source>
            <translation>%1に対してビッドします：値をビッドする（最小は18）か、パスしてください。</translation>
        </message>
        <message>
            <source>Both others passed: bid 18 to play, or pass (the cards are thrown in).</source>
            <translation>他の2人はパスしました：プレイするなら18をビッド、パスすれば配り直しになります。</translation>
        </message>
    </context>
    <context>
        <name>Instance</name>
        <message>
            <source>Stammtisch is already running with the data file %1; its window was brought to the front.</source>
            <translation>Stammtisch はデータファイル%1ですでに起動しています。そのウィンドウを前面に表示しました。</translation>
        </message>
        <message>
            <source>Stammtisch is already running with the data file %1, but its window does not answer. Switch to it, or end it before you start Stammtisch again.</source>
            <translation>Stammtisch はデータファイル%1ですでに起動していますが、そのウィンドウが応答しません。そのウィンドウに切り替えるか、終了してから Stammtisch をもう一度起動してください。</translation>
        </message>
    </context>
    <context>
        <name>TextLines</name>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
    </context>
</TS>
