/**
 * Glossary of `kou72` (七十二候, the 72 micro-seasons): 略本暦 names and readings; ids are the
 * readings in romaji. The 候 are seasonal signs, not fortune marks: the summaries say what happens.
 */
import { KOU_72, SEKKI_24, type Kou } from "../../calendar/names.ts";
import { kou72Longitude, kou72Term } from "../../calendar/solar-terms/kou72.ts";
import { CIVIL_DAY, fieldEntries, type EntryText } from "./entry.ts";
import { SEKKI_ENTRIES } from "./sekki.ts";

const SOURCE =
  "略本暦 (明治7年, 1874) names of the 七十二候; 5° steps of apparent solar longitude from 立春 (When.exe Notes72, 略本暦 column)";

// prettier-ignore
/** The third of its solar term a 候 is: 初候, 次候, 末候 (and their English names). */
const PHASES = [
  ["初候", "first"],
  ["次候", "second"],
  ["末候", "last"],
] as const;

/** One 候: id, reading, other readings, English name, and what happens in it (Japanese, English). */
type Kou72Text = readonly [id: string, kana: string, kanaAlt: readonly string[], en: string, seasonJa: string, seasonEn: string];

// prettier-ignore
const KOU: Record<Kou, Kou72Text> = {
  東風解凍: ["harukaze-koori-wo-toku", "はるかぜこおりをとく", ["こちこおりをとく", "とうふうこおりをとく"], "East wind melts the ice", "春の東風が吹き、池や川の氷を解かし始めるころ。", "Spring winds from the east begin to melt the ice on ponds and rivers."],
  黄鶯睍睆: ["uguisu-naku", "うぐいすなく", ["こうおうけんかんす"], "Bush warblers sing", "山里で鶯が澄んだ声で鳴き始めるころ。", "Bush warblers start singing in the hills."],
  魚上氷: ["uo-koori-wo-izuru", "うおこおりをいずる", ["うおこおりにあがる", "うおこおりにのぼる"], "Fish rise from the ice", "水がぬるみ、割れた氷の間から魚が跳ね上がるころ。", "The water warms and fish leap up through the cracking ice."],
  土脉潤起: ["tsuchi-no-shou-uruoi-okoru", "つちのしょううるおいおこる", ["どみゃくうるおいおこる"], "Rain moistens the soil", "春の雨が大地を潤し、土が目覚めるころ。", "Spring rain soaks the ground and the soil wakes."],
  霞始靆: ["kasumi-hajimete-tanabiku", "かすみはじめてたなびく", [], "Haze begins to trail", "霞がたなびき、遠くの山がかすんで見えるころ。", "Spring haze trails across the land and the far hills blur."],
  草木萌動: ["soumoku-mebae-izuru", "そうもくめばえいずる", [], "Plants begin to bud", "草や木が芽吹き始めるころ。", "Grass and trees begin to bud."],
  蟄虫啓戸: ["sugomori-mushi-to-wo-hiraku", "すごもりむしとをひらく", [], "Insects open their doors", "冬ごもりの虫が戸を開けるように地上へ出てくるころ。", "Insects that wintered underground open their doors and come out."],
  桃始笑: ["momo-hajimete-saku", "ももはじめてさく", [], "Peach trees begin to bloom", "桃の花が咲き始めるころ。花が咲くことを「笑う」と表した。", "Peach trees begin to blossom; the name says the flowers “smile”."],
  菜虫化蝶: ["namushi-chou-to-naru", "なむしちょうとなる", [], "Caterpillars become butterflies", "青虫が羽化して蝶になるころ。", "Cabbage caterpillars emerge as butterflies."],
  雀始巣: ["suzume-hajimete-sukuu", "すずめはじめてすくう", [], "Sparrows start to nest", "雀が巣を作り始めるころ。", "Sparrows begin to build their nests."],
  桜始開: ["sakura-hajimete-hiraku", "さくらはじめてひらく", [], "Cherry blossoms open", "桜の花が咲き始めるころ。", "The cherry trees begin to bloom."],
  雷乃発声: ["kaminari-sunawachi-koe-wo-hassu", "かみなりすなわちこえをはっす", [], "Thunder raises its voice", "春の雷が遠くで鳴り始めるころ。", "The first spring thunder rumbles in the distance."],
  玄鳥至: ["tsubame-kitaru", "つばめきたる", [], "Swallows arrive", "燕が南の国から渡ってくるころ。", "Swallows arrive from the south."],
  鴻雁北: ["kougan-kaeru", "こうがんかえる", [], "Wild geese fly north", "冬を越した雁が北へ帰っていくころ。", "The wild geese that wintered here fly back north."],
  虹始見: ["niji-hajimete-arawaru", "にじはじめてあらわる", [], "First rainbows", "雨上がりに虹が見え始めるころ。", "Rainbows begin to appear after the rain."],
  葭始生: ["ashi-hajimete-shouzu", "あしはじめてしょうず", [], "Reeds sprout", "水辺の葦が芽を出し始めるころ。", "Reeds start to sprout at the water's edge."],
  霜止出苗: ["shimo-yande-nae-izuru", "しもやんでなえいずる", ["しもやみてなえいずる", "しもやみてなえいづる"], "Frost ends, seedlings grow", "霜が降りなくなり、稲の苗が育つころ。", "The frosts stop and the rice seedlings grow."],
  牡丹華: ["botan-hana-saku", "ぼたんはなさく", [], "Peonies bloom", "牡丹が大きな花を咲かせるころ。", "Tree peonies open their large flowers."],
  蛙始鳴: ["kawazu-hajimete-naku", "かわずはじめてなく", [], "Frogs start to croak", "田で蛙が鳴き始めるころ。", "Frogs begin to croak in the fields."],
  蚯蚓出: ["mimizu-izuru", "みみずいずる", [], "Earthworms surface", "蚯蚓が地上に這い出てくるころ。", "Earthworms come up to the surface."],
  竹笋生: ["takenoko-shouzu", "たけのこしょうず", [], "Bamboo shoots come up", "筍が土から顔を出すころ。", "Bamboo shoots push up out of the ground."],
  蚕起食桑: ["kaiko-okite-kuwa-wo-hamu", "かいこおきてくわをはむ", [], "Silkworms feast on mulberry", "蚕が目覚めて桑の葉を盛んに食べるころ。", "Silkworms wake and eat mulberry leaves greedily."],
  紅花栄: ["benibana-sakau", "べにばなさかう", [], "Safflowers flourish", "紅花が一面に咲き誇るころ。", "Safflowers bloom everywhere."],
  麦秋至: ["mugi-no-toki-itaru", "むぎのときいたる", [], "Barley ripens", "麦が熟して刈り入れを迎えるころ。「麦の秋」ともいう。", "Barley ripens for harvest, the season called the “autumn of barley”."],
  螳螂生: ["kamakiri-shouzu", "かまきりしょうず", [], "Mantises hatch", "蟷螂が卵からかえるころ。", "Praying mantises hatch from their egg cases."],
  腐草為螢: ["kusaretaru-kusa-hotaru-to-naru", "くされたるくさほたるとなる", [], "Fireflies rise from the grass", "蛍が光りながら飛び始めるころ。朽ちた草が蛍になると考えられた。", "Fireflies begin to glow and fly; they were once thought to be born from rotting grass."],
  梅子黄: ["ume-no-mi-kibamu", "うめのみきばむ", [], "Plums turn yellow", "梅の実が黄色く熟すころ。", "Plums ripen to yellow."],
  乃東枯: ["natsukarekusa-karuru", "なつかれくさかるる", [], "Self-heal withers", "夏枯草（うつぼぐさ）の花穂が枯れるころ。", "The flower spikes of self-heal (natsukarekusa) wither."],
  菖蒲華: ["ayame-hana-saku", "あやめはなさく", [], "Irises bloom", "あやめの花が咲くころ。", "Irises come into flower."],
  半夏生: ["hange-shouzu", "はんげしょうず", [], "Crow-dipper sprouts", "半夏（烏柄杓）が生えるころで、雑節の半夏生もこのころ。", "Crow-dipper (hange) sprouts; the seasonal day hangeshō falls about now."],
  温風至: ["atsukaze-itaru", "あつかぜいたる", [], "Warm winds blow", "熱を帯びた夏の風が吹いてくるころ。", "Hot summer winds begin to blow."],
  蓮始開: ["hasu-hajimete-hiraku", "はすはじめてひらく", [], "Lotuses begin to open", "蓮の花が開き始めるころ。", "Lotus flowers begin to open."],
  鷹乃学習: ["taka-sunawachi-waza-wo-narau", "たかすなわちわざをならう", ["たかわざをならう"], "Young hawks learn to fly", "鷹の幼鳥が飛び方や狩りを覚えるころ。", "Young hawks learn to fly and to hunt."],
  桐始結花: ["kiri-hajimete-hana-wo-musubu", "きりはじめてはなをむすぶ", [], "Paulownia sets seed", "桐が実を結び始めるころ。", "Paulownia trees begin to set seed."],
  土潤溽暑: ["tsuchi-uruoute-mushiatsushi", "つちうるおうてむしあつし", ["つちうるおってむしあつし"], "Damp earth, humid heat", "土が湿って蒸し暑くなるころ。", "The ground is damp and the air hot and steamy."],
  大雨時行: ["taiu-tokidoki-furu", "たいうときどきふる", ["たいうときどきにふる", "たいうときどきおこなう"], "Heavy rain at times", "ときおり激しい夕立が降るころ。", "Heavy downpours come from time to time."],
  涼風至: ["suzukaze-itaru", "すずかぜいたる", ["りょうふういたる"], "Cool winds arrive", "涼しい風が立ち始めるころ。", "Cool winds begin to blow."],
  寒蝉鳴: ["higurashi-naku", "ひぐらしなく", [], "Evening cicadas sing", "ひぐらしが鳴き始めるころ。", "Evening cicadas (higurashi) begin to sing."],
  蒙霧升降: ["fukaki-kiri-matou", "ふかききりまとう", ["もうむしょうこう", "のうむしょうこうす"], "Thick fog hangs", "深い霧が立ちこめるころ。", "Thick mists rise and settle."],
  綿柎開: ["wata-no-hanashibe-hiraku", "わたのはなしべひらく", [], "Cotton bolls open", "綿の実を包む萼が開き、綿毛がのぞくころ。", "The husks of the cotton bolls open and the fluff shows."],
  天地始粛: ["tenchi-hajimete-samushi", "てんちはじめてさむし", [], "Heat starts to settle", "天地の暑さがようやく鎮まり始めるころ。", "The heat of heaven and earth at last begins to subside."],
  禾乃登: ["kokumono-sunawachi-minoru", "こくものすなわちみのる", [], "Rice ripens", "稲が実り、穂を垂れるころ。", "Rice ripens and its ears hang heavy."],
  草露白: ["kusa-no-tsuyu-shiroshi", "くさのつゆしろし", [], "Dew glistens white", "草に降りた露が白く光るころ。", "Dew on the grass glistens white."],
  鶺鴒鳴: ["sekirei-naku", "せきれいなく", [], "Wagtails call", "鶺鴒が鳴き始めるころ。", "Wagtails begin to call."],
  玄鳥去: ["tsubame-saru", "つばめさる", [], "Swallows leave", "燕が南へ帰っていくころ。", "Swallows leave for the south."],
  雷乃収声: ["kaminari-sunawachi-koe-wo-osamu", "かみなりすなわちこえをおさむ", [], "Thunder falls silent", "雷が鳴らなくなるころ。", "Thunder is no longer heard."],
  蟄虫坏戸: ["mushi-kakurete-to-wo-fusagu", "むしかくれてとをふさぐ", [], "Insects seal their doors", "虫が土の中に籠もって入り口を塞ぐころ。", "Insects burrow into the ground and seal their doors."],
  水始涸: ["mizu-hajimete-karuru", "みずはじめてかるる", [], "Fields are drained", "田の水を落として稲刈りに備えるころ。", "Rice paddies are drained ready for the harvest."],
  鴻雁来: ["kougan-kitaru", "こうがんきたる", [], "Wild geese return", "雁が北から渡ってくるころ。", "Wild geese arrive from the north."],
  菊花開: ["kiku-no-hana-hiraku", "きくのはなひらく", [], "Chrysanthemums bloom", "菊の花が咲くころ。", "Chrysanthemums come into flower."],
  蟋蟀在戸: ["kirigirisu-to-ni-ari", "きりぎりすとにあり", [], "Crickets at the door", "きりぎりす（今のこおろぎ）が戸口で鳴くころ。", "Crickets chirp by the door."],
  霜始降: ["shimo-hajimete-furu", "しもはじめてふる", [], "First frost", "霜が降り始めるころ。", "The first frost falls."],
  霎時施: ["kosame-tokidoki-furu", "こさめときどきふる", [], "Light showers at times", "小雨がときどき降るころ。", "Light showers fall now and then."],
  楓蔦黄: ["momiji-tsuta-kibamu", "もみじつたきばむ", [], "Maples and ivy turn", "楓や蔦が色づくころ。", "Maples and ivy change colour."],
  山茶始開: ["tsubaki-hajimete-hiraku", "つばきはじめてひらく", [], "Sasanqua begins to bloom", "山茶花が咲き始めるころ。", "Sasanqua camellias begin to bloom."],
  地始凍: ["chi-hajimete-kooru", "ちはじめてこおる", [], "The ground starts to freeze", "大地が凍り始めるころ。", "The ground begins to freeze."],
  金盞香: ["kinsenka-saku", "きんせんかさく", [], "Daffodils bloom", "水仙が咲いて香るころ。金盞は水仙のこと。", "Daffodils (kinsen) bloom and scent the air."],
  虹蔵不見: ["niji-kakurete-miezu", "にじかくれてみえず", [], "Rainbows hide", "日差しが弱まり、虹を見かけなくなるころ。", "The sun weakens and rainbows are no longer seen."],
  朔風払葉: ["kitakaze-konoha-wo-harau", "きたかぜこのはをはらう", [], "North wind clears the leaves", "北風が木の葉を吹き払うころ。", "North winds strip the leaves from the trees."],
  橘始黄: ["tachibana-hajimete-kibamu", "たちばなはじめてきばむ", [], "Tachibana turns yellow", "橘の実が黄色く色づき始めるころ。", "Tachibana citrus fruits start to turn yellow."],
  閉塞成冬: ["sora-samuku-fuyu-to-naru", "そらさむくふゆとなる", [], "Winter closes in", "天地の気が塞がり、本格的な冬になるころ。", "Heaven and earth close up and winter sets in."],
  熊蟄穴: ["kuma-ana-ni-komoru", "くまあなにこもる", [], "Bears retreat to their dens", "熊が冬ごもりのため穴に入るころ。", "Bears withdraw into their dens for the winter."],
  鱖魚群: ["sake-no-uo-muragaru", "さけのうおむらがる", [], "Salmon gather", "鮭が群れをなして川を上るころ。", "Salmon gather and swim upstream."],
  乃東生: ["natsukarekusa-shouzu", "なつかれくさしょうず", [], "Self-heal sprouts", "夏枯草が芽を出すころ。", "Self-heal puts out new shoots."],
  麋角解: ["sawashika-no-tsuno-otsuru", "さわしかのつのおつる", ["おおしかのつのおつる"], "Deer shed their antlers", "大鹿の角が抜け落ちるころ。", "Deer shed their antlers."],
  雪下出麦: ["yuki-watarite-mugi-nobiru", "ゆきわたりてむぎのびる", [], "Barley sprouts under snow", "雪の下で麦が芽を伸ばすころ。", "Barley sprouts beneath the snow."],
  芹乃栄: ["seri-sunawachi-sakau", "せりすなわちさかう", [], "Water parsley flourishes", "芹が盛んに育つころ。", "Water parsley grows thick."],
  水泉動: ["shimizu-atataka-wo-fukumu", "しみずあたたかをふくむ", [], "Springs begin to flow", "地中で凍っていた泉が動き始めるころ。", "Springs frozen underground begin to move."],
  雉始雊: ["kiji-hajimete-naku", "きじはじめてなく", [], "Pheasants call", "雉の雄が鳴き始めるころ。", "Cock pheasants begin to call."],
  款冬華: ["fuki-no-hana-saku", "ふきのはなさく", [], "Butterbur buds", "蕗の薹が顔を出すころ。", "Butterbur flower buds push through the ground."],
  水沢腹堅: ["sawamizu-koori-tsumeru", "さわみずこおりつめる", [], "Streams freeze hard", "沢の水が厚く凍りつめるころ。", "Ice lies thick on the mountain streams."],
  鶏始乳: ["niwatori-hajimete-toya-ni-tsuku", "にわとりはじめてとやにつく", [], "Hens begin to lay", "鶏が卵を産み始めるころ（鳥屋につく）。", "Hens go to their nests and begin to lay."],
};

/** The text of 候 `i` (longitude 315 + 5i): its solar term and third, and the day rule. */
function text(label: Kou, i: number): EntryText {
  const [id, kana, kanaAlt, en, seasonJa, seasonEn] = KOU[label];
  const longitude = kou72Longitude(i);
  const { sekki, third } = kou72Term(i);
  const term = SEKKI_24[sekki]!;
  const termEn = SEKKI_ENTRIES[sekki]!.en;
  const [phaseJa, phaseEn] = PHASES[third]!;
  return {
    id,
    kana,
    kana_alt: kanaAlt,
    en,
    summary_ja: `${term}の${phaseJa}で、${seasonJa}`,
    summary_en: `The ${phaseEn} pentad of ${termEn} (${term}): ${seasonEn[0]!.toLowerCase()}${seasonEn.slice(1)}`,
    rule: `from ${CIVIL_DAY} the Sun's apparent longitude reaches ${longitude}° until the day before it reaches ${kou72Longitude(i + 1)}° (n = ((λ − 315) / 5) mod 72 = ${i})`,
    source: SOURCE,
  };
}

const TEXTS = Object.fromEntries(KOU_72.map((label, i) => [label, text(label, i)])) as Record<Kou, EntryText>;

/** The 72 kou72 entries in KOU_72 order (東風解凍, at 立春, first). */
export const KOU72_ENTRIES = fieldEntries("kou72", KOU_72, TEXTS);
