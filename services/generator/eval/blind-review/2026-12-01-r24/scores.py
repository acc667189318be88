#!/usr/bin/env python3
"""Review r24: blind scores for 100 generated listings (25 products x 4).

R = (no, id, platform, tone, score, reason, verbatim_quote)
Each quote is copied exactly from listings.md and is checked against the
section of that listing (which also proves it occurs in the file).
"""
import os
import re
import statistics
from collections import Counter, OrderedDict, defaultdict

R = [
    # r24-01 lock pick set
    (1, "r24-01", "etsy", "professional", 4,
     "Synonyms presented as contents ('a lockpicking kit, a practice lock'); zip case only appears inside the repeated product name; 'It is sold as a gift for dad' is stilted. Legal/18+ lines intact.",
     "offers a lockpicking kit, a practice lock and stainless steel picks"),
    (2, "r24-01", "amazon", "luxury", 4,
     "Bullets labelled THE DETAILS/FURTHER DETAILS are a dump; synonym-as-contents again; search terms padded with irrelevant 'home repair handyman'; no luxury voice, just 'as well as'.",
     "THE DETAILS: It offers a lockpicking kit, a practice lock as well as stainless steel picks."),
    (3, "r24-01", "walmart", "technical", 4,
     "'Parts:' lists a kit and a lock as if components; key features repeat synonyms ('Lockpicking kit', 'Practice lock'); 18+ only in description.",
     "Parts: a lockpicking kit, a practice lock and stainless steel picks."),
    (4, "r24-01", "ebay", "casual", 4,
     "Garbled hook (picks found 'on it'); 'Locksport' as a bullet; negations and 18+ kept, but it is the same dump with a casual wrapper.",
     "You'll find a lockpicking kit, a practice lock, plus stainless steel picks on it."),
    # r24-02 frozen feeder mice
    (5, "r24-02", "shopify", "professional", 3,
     "Target species listed as Details, and the meta description reads as if snakes are in the box; 'frozen Mice' recapitalised; do-not-microwave filed under Care.",
     "adult Mice 15-20g, corn snake, royal python, ball python"),
    (6, "r24-02", "aliexpress", "luxury", 3,
     "'In the detail: ... corn snake, royal python' presents the snakes as contents; luxury voice on feeder mice is absurd; shipping limits dropped (noted) though they matter for frozen food.",
     "In the detail: adult Mice 15-20g, corn snake, royal python as well as ball python"),
    (7, "r24-02", "target", "technical", 3,
     "Snake species filed under Specifications as 'Additional features'; 'Maintenance: do not microwave' is the wrong role for a thawing rule.",
     "Additional features: adult Mice 15-20g"),
    (8, "r24-02", "facebook", "casual", 4,
     "Flat opener, species as 'rundown' bullets, but every NOT/handling line and the shipping limits are kept.",
     "You're looking at the Frozen Feeder Mice."),
    # r24-03 traffic cones
    (9, "r24-03", "woocommerce", "professional", 4,
     "Uses and the Walsall collection point sit in the Details list as if features; CHAPTER 8 (the key compliance claim) is missing from the body; tautological opener.",
     "stack up neatly for storage, since they are stackable"),
    (10, "r24-03", "bigcommerce", "luxury", 3,
     "Prose dump mixing the rubber base with 'car park, roadworks' as 'details'; luxury voice on traffic cones; Chapter 8 absent from the body.",
     "In addition: recycled rubber base 3.5kg, car park, roadworks as well as highway maintenance"),
    (11, "r24-03", "magento", "technical", 3,
     "Specifications list 'road cones', 'Car park', 'Events' and the yard collection as features; Chapter 8 missing from specs.",
     "Additional features: road cones"),
    (12, "r24-03", "generic", "casual", 4,
     "'So yes, they stack up neatly' is filler; uses and collection as rundown bullets; negations (sports drills, rear carry) kept.",
     "They're stackable. So yes, they stack up neatly for storage."),
    # r24-04 stethoscope
    (13, "r24-04", "etsy", "professional", 4,
     "Broken opening sentence ('is tubing still soft'); otherwise honest: condition, NOT-included box, fetal-heart limit and WARNING verbatim.",
     "is tubing still soft, with a dual head"),
    (14, "r24-04", "amazon", "luxury", 4,
     "WARNING is bullet 1 (good), but bullet 2 is ungrammatical; 'STATE OF THE PIECE' is the only luxury touch; fetal-heart limit only in the description.",
     "THE DETAILS: It is tubing still soft, with a dual head."),
    (15, "r24-04", "walmart", "technical", 5,
     "Faithful and readable key features with the WARNING and condition up front; 'Parts: a dual head' and a duplicated care block keep it a template dump.",
     "Parts: a dual head."),
    (16, "r24-04", "ebay", "casual", 4,
     "Same broken sentence; used condition and NOT lines kept; title trimmed sensibly but no hook.",
     "It's tubing still soft, and it's got a dual head."),
    # r24-05 medjool dates
    (17, "r24-05", "shopify", "professional", 4,
     "'Sticky toffee pudding' listed as a product detail; opens on 'contains no animal-derived ingredients' instead of flavour; Jordan and fresh crop only in title. Allergen and stones lines intact.",
     "• Sticky toffee pudding"),
    (18, "r24-05", "aliexpress", "luxury", 4,
     "'At heart ... is a 5kg bulk box' is not luxury; pudding as a detail; allergen lines kept.",
     "Also: sticky toffee pudding."),
    (19, "r24-05", "target", "technical", 3,
     "A spelling variant ('medjoul') and a recipe are filed as Specifications/'Additional features'.",
     "Additional features: medjoul"),
    (20, "r24-05", "facebook", "casual", 4,
     "Readable, allergen/stones lines intact, but 'It's made for smoothies' and the pudding bullet are wrong roles; no origin story.",
     "It's made for smoothies."),
    # r24-06 birth chart reading
    (21, "r24-06", "woocommerce", "professional", 2,
     "Says the product 'has no birth time = no rising sign' (contradicts 'Rising' in the title); the MUST instruction is split so only 'date' is required; 'saturn return' filed as seller policy; 'made for houses'; promises Etsy messages on a WooCommerce store.",
     "It has no birth time = no rising sign."),
    (22, "r24-06", "bigcommerce", "luxury", 2,
     "Opens 'meant for houses' (an astrology term read as a use); MUST-provide instruction broken ('You MUST provide date.'); 'Purchase policy: saturn return'.",
     "Consider the Personalised Natal Birth Chart Reading, meant for houses."),
    (23, "r24-06", "magento", "technical", 2,
     "The rising-sign condition is stated as a product 'Feature'; MUST instruction damaged; 'Best friend' and 'Spiritual' as specifications.",
     "Feature: no birth time = no rising sign."),
    (24, "r24-06", "generic", "casual", 2,
     "'It's got no birth time = no rising sign' tells the buyer they get no rising sign; 'It's great for houses'; MUST instruction split.",
     "It's got no birth time = no rising sign."),
    # r24-07 shoe resoling
    (25, "r24-07", "etsy", "professional", 4,
     "A service described as something that 'offers a full leather sole'; 'Store policy: tracked return.' is not a policy; side note claims postage line was left out but it is in the copy.",
     "The Shoe Resoling Service offers a full leather sole."),
    (26, "r24-07", "amazon", "luxury", 3,
     "Title cut to '... Cork Refill, Post'; bullet dumps 'Shoe repair, cobbler' and six brand names as 'details'; '+£25' rewritten as '+GBP25'.",
     "FURTHER DETAILS: Shoe repair, cobbler, goodyear welt"),
    (27, "r24-07", "walmart", "technical", 3,
     "Truncated title ('Post'); brand names the service works on presented as product features (trademark risk); 'Shoe repair', 'Cobbler' as key features.",
     "Further features: cork re-fill, Church's, Loake and Crockett & Jones."),
    (28, "r24-07", "ebay", "casual", 4,
     "Subtitle wastes space on 'shoe repair, cobbler and Church's'; NOT lines kept; no explanation of the post-in process.",
     "Full leather sole, shoe repair, cobbler and Church's"),
    # r24-08 Louis Vuitton Speedy
    (29, "r24-08", "shopify", "professional", 4,
     "'Condition: preloved; smoke free home' hides the real grade; 'All sales final' and 'LV' listed as Details; authentication and flaws kept.",
     "Condition: preloved; smoke free home."),
    (30, "r24-08", "aliexpress", "luxury", 4,
     "Luxury item, no luxury voice: 'Besides: all sales final.' sits inside the product details; condition grade buried at the end.",
     "Besides: all sales final."),
    (31, "r24-08", "target", "technical", 4,
     "Condition fact labelled 'Feature'; policy and synonyms in Specifications; negations kept.",
     "Feature: no holes or tears."),
    (32, "r24-08", "facebook", "casual", 4,
     "Condition grade B buried after 'The vibe: vintage'; 'All sales final' in the rundown; otherwise faithful.",
     "The vibe: vintage. Condition B: vachetta handles darkened with patina."),
    # r24-09 jockey wheel
    (33, "r24-09", "woocommerce", "professional", 4,
     "The product's own name ('trailer jockey wheel') is presented as a part it comes with; 'Horse box', 'Grease thread annually' as Details; 200mm solid rubber wheel only in title. Limits kept.",
     "With a trailer jockey wheel and a wind up handle"),
    (34, "r24-09", "bigcommerce", "luxury", 4,
     "Prose lists 'boat trailer' and a maintenance instruction as details; same synonym-as-part opener.",
     "In addition: boat trailer as well as grease thread annually."),
    (35, "r24-09", "magento", "technical", 3,
     "Specs call a synonym a 'Design feature' and list 'Horse box', 'Boat trailer', 'Grease thread annually' as features; wheel size absent from specs.",
     "Design features: trailer jockey wheel, wind up handle"),
    (36, "r24-09", "generic", "casual", 4,
     "Same synonym-as-part; NOT limits and static-load warning kept.",
     "it's got a trailer jockey wheel, plus a wind up handle"),
    # r24-10 rotary airer
    (37, "r24-10", "etsy", "professional", 2,
     "Compatibility negation mangled into a claim ('fits Brabantia & Vileda ground spikes? NO'); 'good fit for tension adjuster'; PVC coated line demoted to a search synonym.",
     "it folds like an umbrella and fits Brabantia & Vileda ground spikes? NO"),
    (38, "r24-10", "amazon", "luxury", 2,
     "Bullets say 'Check yours before buying' with the 45mm reason stripped; description repeats 'fits Brabantia & Vileda'; 'meant for tension adjuster'.",
     "OF NOTE: Check yours before buying."),
    (39, "r24-10", "walmart", "technical", 2,
     "Key feature keeps the question, but the description turns it into a 'Function' claim that it fits Brabantia & Vileda spikes.",
     "Function: it folds like an umbrella and fits Brabantia & Vileda ground spikes? NO"),
    (40, "r24-10", "ebay", "casual", 2,
     "Same mangled compatibility negation; 'the concrete in option - cement is not included' garbled.",
     "And it folds like an umbrella and fits Brabantia & Vileda ground spikes? NO"),
    # r24-11 llama pinata
    (41, "r24-11", "shopify", "professional", 2,
     "False material: a papier mache pinata 'made of alpaca' (alpaca was a synonym). Warnings kept.",
     "The Handmade Llama Piñata is made of alpaca."),
    (42, "r24-11", "aliexpress", "luxury", 2,
     "'fashioned from alpaca' - false material claim; 'Cinco de mayo' as a detail.",
     "fashioned from alpaca"),
    (43, "r24-11", "target", "technical", 2,
     "'Material: alpaca.' - false spec; occasions listed as Specifications.",
     "Material: alpaca."),
    (44, "r24-11", "facebook", "casual", 2,
     "'made of alpaca' - false material; rainbow/fiesta lost from the body.",
     "Meet the Handmade Llama Piñata, made of alpaca."),
    # r24-12 laminating pouches
    (45, "r24-12", "woocommerce", "professional", 4,
     "'and most A4 laminators' detached from the compatibility list into a garbled note; crystal clear missing from body; otherwise correct, safety line kept.",
     "Also of note: for hot laminators only; and most A4 laminators."),
    (46, "r24-12", "bigcommerce", "luxury", 4,
     "Same garbled compatibility fragment; 'Their proportions' luxury tic on pouches.",
     "Worth knowing: for hot laminators only; and most A4 laminators."),
    (47, "r24-12", "magento", "technical", 4,
     "Clean spec block, but the compatibility fragment is garbled.",
     "Details: for hot laminators only; and most A4 laminators."),
    (48, "r24-12", "generic", "casual", 4,
     "Same garbled fragment; readable otherwise.",
     "Good to know: for hot laminators only; and most A4 laminators."),
    # r24-13 wedding veil
    (49, "r24-13", "etsy", "professional", 3,
     "Colour contradiction: 'comes in light ivory', 'Diamond white' bullet, and 'ivory (NOT bright white...)'; care instruction and 'Bride' as Details.",
     "It comes in light ivory."),
    (50, "r24-13", "amazon", "luxury", 3,
     "Bullet 1 says the veil is diamond white, bullet 3 says light ivory, the seller says ivory; '300cm' shown as a separate proportion.",
     "It is diamond white and gathered, with a raw cut edge."),
    (51, "r24-13", "walmart", "technical", 3,
     "Colour stated as light ivory and, in 'Attributes', diamond white; 'Lightly steam on low heat' and 'Bride' as key features.",
     "Attributes: diamond white and gathered."),
    (52, "r24-13", "ebay", "casual", 3,
     "Colour contradiction, and US 'Color' replaces the seller's 'colour'; 'Bride' as a rundown bullet.",
     "Color-wise, it's light ivory."),
    # r24-14 hard wax kit
    (53, "r24-14", "shopify", "professional", 3,
     "Opening sentence is nonsense: the kit 'is underarm' and comes 'with ... a sensitive skin'; repeated in the meta description. Warnings kept verbatim.",
     "is underarm, with a waxing kit, 1kg beads, a UK plug and a sensitive skin"),
    (54, "r24-14", "aliexpress", "luxury", 3,
     "Same body-area and skin-type used as parts.",
     "a UK plug as well as a sensitive skin"),
    (55, "r24-14", "target", "technical", 3,
     "'sensitive skin' listed as a design feature; body areas as specs.",
     "Design features: waxing kit, 1kg beads, UK plug, sensitive skin"),
    (56, "r24-14", "facebook", "casual", 3,
     "'plus a sensitive skin, and it's underarm' - garbled wrong roles in the first lines.",
     "plus a sensitive skin, and it's underarm"),
    # r24-15 hockey stick
    (57, "r24-15", "woocommerce", "professional", 3,
     "Body calls it 'made of 30% fibreglass'; the 60% carbon headline and the 24mm mid bow are missing from the copy; 'Astro turf' as a detail.",
     "is made of 30% fibreglass"),
    (58, "r24-15", "bigcommerce", "luxury", 3,
     "'in 30% fibreglass' as the material; carbon and bow lost from the body.",
     "Here is the Composite Field Hockey Stick 36.5\" Light, in 30% fibreglass."),
    (59, "r24-15", "magento", "technical", 3,
     "Spec sheet gives 'Material: 30% fibreglass' and no carbon or bow figure.",
     "Material: 30% fibreglass."),
    (60, "r24-15", "generic", "casual", 3,
     "'made of 30% fibreglass' - misleading material lead; carbon and bow missing.",
     "made of 30% fibreglass."),
    # r24-16 dummy clip
    (61, "r24-16", "etsy", "professional", 4,
     "Invented benefit ('stays flexible and springs back') and 'one of a kind'; 'Boy'/'Girl' as Details. All safety lines and NOT a teether kept.",
     "stays flexible and springs back into shape, since it is made of food grade silicone"),
    (62, "r24-16", "amazon", "luxury", 4,
     "Lead bullet built on an invented claim; beech and silicone each 'fashioned from' in duplicate sentences; WARNING bullet intact.",
     "FLEXIBLE: Its food grade silicone is why it stays flexible and springs back into shape."),
    (63, "r24-16", "walmart", "technical", 4,
     "Invented 'advantage of the material'; 'Boy', 'Girl' as key features; WARNING in key features (good).",
     "Advantage of the material: stays flexible and springs back into shape"),
    (64, "r24-16", "ebay", "casual", 3,
     "Subtitle ends 'and boy'; body says it is 'made of untreated beech wood' only; invented flexibility claim.",
     "Pacifier clip, food grade silicone, BPA free and boy"),
    # r24-17 speed cube
    (65, "r24-17", "shopify", "professional", 3,
     "Calls an unbranded cube 'a rubik's cube' (brand claim from a search keyword; takedown risk); magnetic/stickerless absent from body; uses as Details.",
     "The 3x3 Magnetic Speed Cube 56mm is a rubik's cube."),
    (66, "r24-17", "aliexpress", "luxury", 3,
     "'At heart ... is a rubik's cube' - brand claim; 'stocking filler' as a detail.",
     "At heart, the 3x3 Magnetic Speed Cube 56mm is a rubik's cube."),
    (67, "r24-17", "target", "technical", 3,
     "Brand claim in the item line; 'Speedcubing', 'Brain teaser', 'Stocking filler' as specifications.",
     "(a rubik's cube)"),
    (68, "r24-17", "facebook", "casual", 3,
     "'It's a rubik's cube.' - brand claim as the whole hook.",
     "It's a rubik's cube."),
    # r24-18 banknotes
    (69, "r24-18", "woocommerce", "professional", 4,
     "A legal fact filed as 'Store policy'; UNC grade buried in 'Further information' after 'no pinholes'; 'Collectors', 'Numismatics' as Details; meta description thin.",
     "Store policy: NOT legal tender - exchange at BoE only."),
    (70, "r24-18", "bigcommerce", "luxury", 4,
     "'House policy: NOT legal tender'; audiences in the details prose.",
     "House policy: NOT legal tender - exchange at BoE only."),
    (71, "r24-18", "magento", "technical", 3,
     "Specifications list synonyms, audiences and 'Birth year gift' as features; legal fact as 'Sale policy'.",
     "Additional features: 1 pound note"),
    (72, "r24-18", "generic", "casual", 4,
     "'Our policy: NOT legal tender' - wrong role; otherwise faithful including the one handled corner.",
     "Our policy: NOT legal tender - exchange at BoE only."),
    # r24-19 oak door
    (73, "r24-19", "etsy", "professional", 4,
     "Seal-or-void warranty condition buried after delivery in 'Also of note'; 'inspect before signing' as a how-to; solid core and 4 panel only in the title.",
     "Also of note: delivered on pallet - 2 man kerbside. Unfinished - must be sealed"),
    (74, "r24-19", "amazon", "luxury", 4,
     "Bullet labels wrong ('ITS PURPOSE' for a trimming allowance); seal condition in bullet 5 with delivery; no luxury voice.",
     "ITS PURPOSE: It can be trimmed max 6mm each side & 10mm top/bottom."),
    (75, "r24-19", "walmart", "technical", 3,
     "Title truncation deleted the height: 'Internal Door x 762 x 35mm'.",
     "Oak Veneer Internal Door x 762 x 35mm"),
    (76, "r24-19", "ebay", "casual", 5,
     "Faithful, solid core kept, all NOT lines; but the warranty-critical sealing rule sits under 'One more thing'.",
     "One more thing: delivered on pallet - 2 man kerbside. Unfinished - must be sealed"),
    # r24-20 belfast sink
    (77, "r24-20", "shopify", "professional", 3,
     "'600mm base unit' listed as a Detail while the base unit is sold separately; 'check for damage on arrival' filed as Care; fireclay, single bowl, weir overflow absent from body.",
     "• 600mm base unit"),
    (78, "r24-20", "aliexpress", "luxury", 3,
     "Base unit presented as a detail of the sink; 'Above all, it is glazed white' is the hook.",
     "Its details in brief: 600mm base unit"),
    (79, "r24-20", "target", "technical", 3,
     "Spec sheet lists '600mm base unit' as an 'Additional feature'; fireclay not the material.",
     "Additional features: 600mm base unit"),
    (80, "r24-20", "facebook", "casual", 3,
     "Inspection on delivery presented as care; base unit in rundown; fireclay missing.",
     "Looking after it: check for damage on arrival."),
    # r24-21 chain hoist
    (81, "r24-21", "woocommerce", "professional", 5,
     "Faithful rating data, LOLER and all safety lines kept; 'Also of note: block and tackle' is a synonym dropped in as a note; flat template.",
     "Also of note: block and tackle."),
    (82, "r24-21", "bigcommerce", "luxury", 5,
     "Accurate and safe, but luxury voice is only 'Discover ... as well as'; uses listed awkwardly.",
     "meant for engine hoist, farm and gantry"),
    (83, "r24-21", "magento", "technical", 5,
     "Good spec list (SWL/WLL/G80/5:1), safety kept; 'Details: block and tackle' is noise.",
     "Intended use: for engine hoist, farm and gantry"),
    (84, "r24-21", "generic", "casual", 5,
     "Faithful, safety intact; 'Good to know: block and tackle.' is meaningless.",
     "Good to know: block and tackle."),
    # r24-22 braces
    (85, "r24-22", "etsy", "professional", 3,
     "Brass adjusters (a part) turned into an audience ('made for brass adjusters'); 'Groom', 'Peaky blinders' as Details; navy herringbone and Y-back absent from body.",
     "They are made for brass adjusters and for groomsmen."),
    (86, "r24-22", "amazon", "luxury", 3,
     "Same part-as-use; search terms padded ('pant bottoms bottom wear').",
     "they are intended for brass adjusters and for groomsmen"),
    (87, "r24-22", "walmart", "technical", 3,
     "Part-as-use; 'Groom', 'Peaky blinders' as key features.",
     "They are designed for brass adjusters and for groomsmen."),
    (88, "r24-22", "ebay", "casual", 3,
     "'Who's it for? They're made for brass adjusters' - wrong role; subtitle ends 'and groom'.",
     "They're made for brass adjusters and for groomsmen."),
    # r24-23 snowshoes
    (89, "r24-23", "shopify", "professional", 3,
     "Safety instruction 'Check avalanche forecast' filed as a product detail between crampons and 'Rolling hills'; damaged-box disclosure as a spec bullet.",
     "• Check avalanche forecast"),
    (90, "r24-23", "aliexpress", "luxury", 3,
     "Avalanche warning folded into a list of places; box damage as 'Also' detail.",
     "In addition: check avalanche forecast, rolling hills, backcountry as well as forest trails."),
    (91, "r24-23", "target", "technical", 3,
     "Specifications list 'snow shoes', 'Scotland', 'Alps', the avalanche check and box damage as features.",
     "Additional features: snow shoes"),
    (92, "r24-23", "facebook", "casual", 3,
     "Box-damage disclosure and avalanche check as rundown bullets; weight limit demoted to 'One more thing'.",
     "• Box damaged in storage (item fine) - hence price"),
    # r24-24 TI-84
    (93, "r24-24", "woocommerce", "professional", 4,
     "Exam names listed as Details (reads as approvals); meta description says only that it 'comes with a colour screen'; condition and NOT lines kept.",
     "comes with a colour screen."),
    (94, "r24-24", "bigcommerce", "luxury", 4,
     "Exam names as 'More details'; honest condition, initials disclosed.",
     "More details: SAT, ACT, AP as well as IB."),
    (95, "r24-24", "magento", "technical", 3,
     "Exams as specifications; meta description is a list ending 'and AP'.",
     "graphic calculator, colour screen, rechargeable battery (holds charge well) and AP"),
    (96, "r24-24", "generic", "casual", 4,
     "Readable and honest; exams as rundown bullets; no hook for students.",
     "a graphic calculator with a colour screen"),
    # r24-25 Portra 400
    (97, "r24-25", "etsy", "professional", 5,
     "Faithful, expiry/as-is/no-refund lines intact, good tags; hook is 'which is analog' and the shooting tip sits in Details.",
     "Here is the Kodak Portra 400 35mm Film 36 Exp x3, which is analog."),
    (98, "r24-25", "amazon", "luxury", 4,
     "Bullet 1 is 'It is analog.'; bullet 2 a 10-item dump; no luxury voice.",
     "THE DETAILS: It is analog."),
    (99, "r24-25", "walmart", "technical", 3,
     "Title truncation deleted the expiry year: 'Expired 03/,'.",
     "Expired 03/, Cold Stored"),
    (100, "r24-25", "ebay", "casual", 5,
     "Faithful, as-is and NOT lines kept, condition (crushed boxes, sealed cans) honest; flat template.",
     "Heads up: results not guaranteed - expired film sold as-is."),
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    text = open(os.path.join(here, "listings.md"), encoding="utf-8").read()

    hdr_re = re.compile(r"^## #(\d+) (\S+) · (\S+) · (\S+)\s*$", re.M)
    headers = {}
    spans = {}
    ms = list(hdr_re.finditer(text))
    for i, m in enumerate(ms):
        n = int(m.group(1))
        headers[n] = (m.group(2), m.group(3), m.group(4))
        end = ms[i + 1].start() if i + 1 < len(ms) else len(text)
        spans[n] = text[m.start():end]

    assert len(R) == 100, f"expected 100 rows, got {len(R)}"
    assert len({r[0] for r in R}) == 100, "duplicate listing numbers"
    for r in R:
        assert len(r) == 7, r
        assert isinstance(r[4], int) and 1 <= r[4] <= 10, r

    hdr_ok = 0
    q_ok = 0
    for no, pid, plat, tone, score, reason, quote in R:
        h = headers.get(no)
        if h == (pid, plat, tone):
            hdr_ok += 1
        else:
            print(f"HEADER MISMATCH #{no}: row={(pid, plat, tone)} file={h}")
        sec = spans.get(no, "")
        if quote in sec:
            q_ok += 1
        elif quote in text:
            print(f"QUOTE IN FILE BUT NOT IN ITS LISTING #{no}: {quote!r}")
        else:
            print(f"QUOTE NOT FOUND #{no}: {quote!r}")

    scores = [r[4] for r in R]
    n = len(scores)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores)}")
    print(f"share >=8: {sum(s >= 8 for s in scores) / n:.0%}")
    print(f"share >=6: {sum(s >= 6 for s in scores) / n:.0%}")
    print(f"share <=2: {sum(s <= 2 for s in scores) / n:.0%}")
    c = Counter(scores)
    print("histogram:")
    for s in range(1, 11):
        print(f"  {s:>2}: {'#' * c[s]} {c[s]}")

    def by(idx, label):
        d = defaultdict(list)
        for r in R:
            d[r[idx]].append(r[4])
        print(f"mean by {label}:")
        for k in sorted(d, key=lambda k: (-statistics.mean(d[k]), k)):
            print(f"  {k:<12} {statistics.mean(d[k]):.2f}  (n={len(d[k])})")

    by(3, "tone")
    by(2, "platform")

    prod = OrderedDict()
    for r in sorted(R):
        prod.setdefault(r[1], []).append(r[4])
    print("mean by product (scores in listing order):")
    for k, v in prod.items():
        print(f"  {k}  {statistics.mean(v):.2f}  {v}")

    print(f"headers matched: {hdr_ok}/100")
    print(f"quotes verified verbatim: {q_ok}/100")


if __name__ == "__main__":
    main()
