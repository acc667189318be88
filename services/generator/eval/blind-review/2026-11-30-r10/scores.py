"""Review r10: scores for 100 AI-generated product listings (25 sellers x 4 platform/tone pairs).

Scale (senior e-commerce copywriter, strict, blind to the tool's code):
  10 = paste unchanged into that marketplace
   8 = one tiny edit
   5 = needs real rewriting (faithful, but a fact dump in a template frame)
   3 = rewrite from scratch; fields in the wrong role, garbled, thin
   1 = harmful or false (allergen/safety/negation damage, invented contents)
Truth is judged first (every claim traceable to products.json, negations and
warnings whole and visible, seller spelling and capitals kept), then selling
power, then tone, then platform fit.

Each entry: (listing number, product id, platform, tone, score, reason quoting the worst phrase).
Run: python3 /work/review/r10/scores.py
"""
import statistics
from collections import defaultdict

SCORES = [
    # r10-01 stained glass suncatcher (has details)
    (1, "r10-01", "etsy", "technical", 2, 'Only 12 tags, five wasted on "intl at buyer\'s risk", "buyer\'s risk", "UK 2-3 days", "depending on light", "Stained"; "Reported condition: stained glass suncatcher hummingbird"; "with a colours vary slightly"'),
    (2, "r10-01", "facebook", "professional", 3, 'Title ends "One of a Kind, UK 2-3 days"; "comes with a colours vary slightly from photos depending on light"; care rule turned into "It has NO window cleaner sprays (dulls the patina)"'),
    (3, "r10-01", "shopify", "luxury", 3, '"Among the details of the Handmade Stained Glass Suncatcher: a colours vary slightly..."; "There is NO window cleaner sprays"; SEO title drops Hummingbird; bold safety block is the one good part'),
    (4, "r10-01", "generic", "casual", 3, '"You get a colours vary slightly from photos depending on light."; "The good stuff: ... plus UK 2-3 days"; "It\'s got NO window cleaner sprays"; Cornwall/#3-of-design story kept but buried'),
    # r10-02 hard shell cabin suitcase (no details)
    (5, "r10-02", "target", "luxury", 3, '"With an interior compression straps + zip divider"; "Also of interest: airline rules change. Of note: check before you fly."; "Wheels NOT covered" printed before the warranty it qualifies'),
    (6, "r10-02", "aliexpress", "technical", 3, '"Parts: an interior compression straps + zip divider"; "Further specs: airline rules change."; airline fit list kept only under "Note:"'),
    (7, "r10-02", "amazon", "professional", 2, 'Bullets "SIZE: 38L." and "...telescopic handle 3 heights and airline rules change."; airline fit list, NOT-Ryanair, TSA lock and warranty absent from all 5 bullets; search terms "airline rules change ... check before you fly"'),
    (8, "r10-02", "walmart", "casual", 3, 'Key feature "Airline rules change"; the easyJet/BA/NOT-Ryanair fit is missing from key features; "Paperwork: TSA approved 3-digit lock"; Quick facts block repeats the body'),
    # r10-03 used Bugaboo Fox 2 (has details)
    (9, "r10-03", "ebay", "casual", 2, 'Subtitle "Used Bugaboo Fox 2 pushchair complete and 1 child" and "The good stuff: ... approx 4 yrs old, plus 1 child" read as a child included; "The condition: smoke free pet free home"; title "yrs Old"'),
    (10, "r10-03", "woocommerce", "professional", 3, 'Bullet "1 child"; meta ends "and 1 child."; bassinet/seat unit/rain cover only under "Also of note"; "Condition: smoke free pet free home; sold as seen."'),
    (11, "r10-03", "facebook", "technical", 3, 'Title ends "approx 4 yrs old, 1 child"; "Feature: NO car seat adaptors"; "Feature list: ... 1 child"'),
    (12, "r10-03", "generic", "luxury", 2, '"approx 4 yrs old as well as 1 child" (reads as included); "There is NO car seat adaptors"; title ends "1 child, brakes OK"'),
    # r10-04 pistachio baklava (no details)
    (13, "r10-04", "bigcommerce", "luxury", 3, '"one finds a sugar syrup w/ lemon - NO honey"; "There is no prices on packing slip"; "NOT suitable for vegans or anyone w/ nut allergy" filed under "Its care"; allergen block itself intact'),
    (14, "r10-04", "amazon", "casual", 3, '"Meet the Pistachio Baklava Gift Tray 1kg: a sugar syrup w/ lemon - NO honey."; free gift message card and Mon-Wed dispatch lost; bullet "...clarified butter, plus best within 10 days."'),
    (15, "r10-04", "etsy", "technical", 3, '"Item: Pistachio Baklava Gift Tray 1kg (a sugar syrup w/ lemon - NO honey)"; tags "best within 10 days", "trays", "NO honey", "Handmade tray"; no gift angle'),
    (16, "r10-04", "shopify", "professional", 3, '"The Pistachio Baklava Gift Tray 1kg is a sugar syrup w/ lemon - NO honey."; "Best within 10 days" as a Details bullet; gift card and no-prices slip never sold as a gift benefit'),
    # r10-05 vegan kimchi (has details)
    (17, "r10-05", "woocommerce", "luxury", 3, '"Consider the Vegan Napa Cabbage Kimchi 1kg Jar, which is garlic."; "Also to note: live cultures as well as open over the sink!" cut away from the bulge/fizz warning; napa cabbage missing from the ingredients'),
    (18, "r10-05", "magento", "casual", 3, '"It\'s garlic. It\'s vegan kimchi 1kg jar, which means..."; bullet "Open over the sink!" separated from "jar may bulge or fizz"'),
    (19, "r10-05", "facebook", "technical", 3, 'Title ends "Unpasteurised, garlic, Korean radish, ginger"; "Item: Vegan Napa Cabbage Kimchi 1kg Jar, garlic."'),
    (20, "r10-05", "shopify", "professional", 4, 'Cleanest kimchi opener and story kept, but Details bullet "Open over the sink!" sits apart from the fizz warning; "since it is vegan kimchi 1kg jar"'),
    # r10-06 kids walkie talkies (no details)
    (21, "r10-06", "target", "casual", 5, 'Faithful: every NOT kept ("batteries are NOT included", "NOT FCC approved"); but "The good stuff: kids walkie talkies 3 pack (blue, green, pink)" repeats the title and the choking WARNING is unformatted at the foot'),
    (22, "r10-06", "aliexpress", "luxury", 4, '"Among the details of the Kids Walkie Talkies 3 Pack: 22 channels as well as a belt clip + lanyard."; luxury register on a kids\' toy; facts complete'),
    (23, "r10-06", "walmart", "technical", 4, 'Key features lead with "Ages 3+" and the WARNING (good); "Scope of delivery: needs 3x AAA per handset - batteries are NOT included."; "Component list: 22 channels"; repeated spec block'),
    (24, "r10-06", "amazon", "professional", 5, 'SAFETY and PLEASE NOTE bullets carry every warning; lead bullet "They come with 22 channels and a belt clip + lanyard." sells nothing; search terms "approx", "through walls", "talky"'),
    # r10-07 Pikler triangle (has details)
    (25, "r10-07", "etsy", "technical", 3, '11 tags incl "based finish", "any rung", "ramps", none "pikler triangle"/"montessori"; "Parts: a non toxic water based finish."'),
    (26, "r10-07", "woocommerce", "luxury", 4, '"Quite simply, it folds flat to 12cm."; age range 6m+-5yrs only under "Worth knowing"; bold safety block and story kept'),
    (27, "r10-07", "magento", "professional", 5, 'Clean Details list, bold WARNING block, story kept; opener "Importantly, it folds flat to 12cm." and "Solid beech wood" listed twice'),
    (28, "r10-07", "target", "casual", 3, 'Seller\'s story ("through two kids and is still rock solid") and "ships flat packed" dropped; "You get a non toxic water based finish, too."'),
    # r10-08 manual tile cutter (no details)
    (29, "r10-08", "bigcommerce", "technical", 3, '"Material: cuts porcelain." and "Build material: cuts porcelain"; "the laser guide needs 2x AA - is NOT included"; "wheel is a wear part" split from the 1yr warranty'),
    (30, "r10-08", "amazon", "professional", 2, 'Bullets "MATERIAL: Made of cuts porcelain." and "SIZE: 8.2kg."; NOT-for-natural-stone/glass-mosaic and laser-battery caveats absent from every bullet'),
    (31, "r10-08", "ebay", "luxury", 3, 'Opener "In cuts porcelain, and complete with dual chrome rails...: the Manual Tile Cutter 600mm."; title uses 65/80 chars; subtitle "Cuts porcelain, 8.2kg and dual chrome rails"'),
    (32, "r10-08", "magento", "casual", 3, '"It\'s made of cuts porcelain"; "the laser guide needs 2x AA - is NOT included"; bullets fine, safety block kept'),
    # r10-09 Samsung remote (no details)
    (33, "r10-09", "walmart", "technical", 3, 'Key features "Netflix" / "Prime Video" as bare lines while "NO voice control / NO mic" and "IR only" are missing from them; "Component list: Rakuten TV buttons"; title ends ", Netflix"'),
    (34, "r10-09", "ebay", "casual", 4, 'Negations and model list intact, but title spends its end on "Rakuten TV Buttons" not 2018-2020/non-OEM; "It comes with Rakuten TV buttons."'),
    (35, "r10-09", "aliexpress", "luxury", 4, '"Discover the ..., with Rakuten TV buttons."; "Known, too, as: replacement remote BN59-01312A"; compatibility and NOT-2021+ kept'),
    (36, "r10-09", "generic", "professional", 4, '"Features: Netflix, Prime Video, non-OEM aftermarket" (a disclosure sold as a feature); "Also searched as:"; facts complete'),
    # r10-10 magnetic stylus (no details)
    (37, "r10-10", "amazon", "casual", 3, '"NO pressure sensitivity (not an Apple Pencil)" and "no Bluetooth pairing" absent from all 4 bullets; lead bullet is the unsourced "same kind of cable as most new phones and laptops"; search terms "ink"'),
    (38, "r10-10", "target", "technical", 4, '"Feature: NO pressure sensitivity (not an Apple Pencil)"; "Advantage of this part:"; otherwise complete'),
    (39, "r10-10", "bigcommerce", "professional", 5, 'Clean Details list and every NOT kept; SEO title "Magnetic Stylus Pen" drops iPad; "charges from the same kind of cable ..., as it has USB-C charging"'),
    (40, "r10-10", "aliexpress", "luxury", 5, 'Complete and faithful; "USB-C charging is a considered detail" is filler; compat list under "Of note"'),
    # r10-11 Clair de Lune string quartet PDF (has details)
    (41, "r10-11", "woocommerce", "casual", 3, '"You\'re looking at the Clair de Lune."; bullets "2 violins" / "Viola" / "Cello" and "Performance licence incl for weddings" / "Concerts" / "Church services"; SEO title "Clair de Lune"'),
    (42, "r10-11", "generic", "technical", 2, 'Licence scope broken: "performance licence incl for weddings and concerts. Further features: MP3 reference recording incl, church services"; "2 violins, intermediate level ..., viola and cello"; title ends "viola, cello, concerts"'),
    (43, "r10-11", "shopify", "professional", 3, '"This listing is for the Clair de Lune."; licence split into bullets "Concerts" / "Church services"; SEO title 13 chars'),
    (44, "r10-11", "etsy", "luxury", 2, 'Tags "Score Lune", "Parts Lune", "viola Lune", "cello Lune", "concerts Lune", no Debussy/string quartet; "More in the detail: church services" detaches church use from the licence'),
    # r10-12 stream overlay pack (no details)
    (45, "r10-12", "bigcommerce", "casual", 4, '"You get 1080p 60fps."; 3-item rundown repeats it while the real contents (4 scenes, 8 alerts, 10 panels) sit under "Good to know"'),
    (46, "r10-12", "shopify", "technical", 3, '"Parts: 1080p 60fps." and "Component list: 1080p 60fps"; contents under "Details:"'),
    (47, "r10-12", "generic", "professional", 4, '"The Animated Stream Overlay Pack offers 1080p 60fps."; contents under "Further information"; all limits kept'),
    (48, "r10-12", "etsy", "luxury", 4, '13 tags, some good ("Twitch overlay") but "own channel", "Animated", "Kick", "YouTube"; "Discover the Animated Stream Overlay Pack, with 1080p 60fps."'),
    # r10-13 scaffold board TV unit (has details)
    (49, "r10-13", "facebook", "luxury", 2, '"which is further on quote with original stamps"; "It has NO courier."; the £30 van radius split from "further on quote"'),
    (50, "r10-13", "etsy", "professional", 2, '"the Reclaimed Scaffold Board TV Unit 150cm is further on quote. There is NO courier."; title "| further on quote"; tags "further on quote", "collection welcome", "TV set"'),
    (51, "r10-13", "woocommerce", "casual", 2, '"It\'s further on quote."; "It\'s got NO courier."; bullet "Further on quote"'),
    (52, "r10-13", "ebay", "technical", 2, '"Properties: further on quote."; subtitle "Original stamps, further on quote and heavy ~35kg"; title has no hairpin legs/industrial'),
    # r10-14 dual monitor arm (no details)
    (53, "r10-14", "bigcommerce", "casual", 3, '"It comes with a dual monitor arm gas spring, cable management clips, plus an adjust w/ hex key."; bullet "Both incl" (of what?); meta ends "and both incl."'),
    (54, "r10-14", "magento", "luxury", 3, '"as well as an adjust w/ hex key"; "In the detail: both incl, tools incl"; meta ends "and both incl."'),
    (55, "r10-14", "walmart", "technical", 3, 'Title ends ", Both incl"; key features "Both incl", "Adjust w/ hex key"; NOT-for-34"-ultrawide limit missing from key features'),
    (56, "r10-14", "amazon", "professional", 2, 'Title ends "Both incl"; only 4 bullets, none with VESA 75/100, clamp range or tilt/swivel; "MORE FEATURES: Both incl, tools incl"; search terms "not", "don\'t", "some"'),
    # r10-15 head torch (no details)
    (57, "r10-15", "shopify", "technical", 4, '"Component list: 5 modes + red light (night vision) + SOS"; "Use case: for running, for hiking, for camping, for DIY and for fishing."; complete incl NOT submersible'),
    (58, "r10-15", "magento", "luxury", 4, 'One torch called "they"/"Their details in brief"; "USB-C charging is a considered detail"; facts complete'),
    (59, "r10-15", "aliexpress", "professional", 4, '"The Rechargeable LED Head Torch 1200 Lumens charge from..."; title repeats "Red Light, 5 modes + red light"'),
    (60, "r10-15", "walmart", "casual", 4, 'Key features usable incl "NOT submersible"; "Quick facts: Comes with: 5 modes + red light" repeats the body; "so they charge"'),
    # r10-16 OTG ski goggles (no details)
    (61, "r10-16", "target", "luxury", 4, '"Here is the OTG Ski & Snowboard Goggles, in triple layer face foam."; OTG fit and 2 lenses buried under "Of note"'),
    (62, "r10-16", "aliexpress", "professional", 3, 'False material "It is made of triple layer face foam."; "The OTG Ski & Snowboard Goggles stays clear"'),
    (63, "r10-16", "amazon", "casual", 3, 'Bullet "WHAT IT\'S MADE OF: You\'re getting triple layer face foam."; OTG/glasses fit, both lenses and helmet fit absent from all 4 bullets'),
    (64, "r10-16", "magento", "technical", 4, '"Build material: triple layer face foam"; "Advantage of this part:"; otherwise complete and negations kept'),
    # r10-17 used Pro V1 lake balls (has details)
    (65, "r10-17", "shopify", "technical", 5, 'Faithful with story; "Also listed as: recovered lake balls."; SEO title drops Grade A'),
    (66, "r10-17", "woocommerce", "luxury", 5, 'Faithful with story; "Known, too, as: recovered lake balls."; luxury = "Presenting"'),
    (67, "r10-17", "ebay", "professional", 5, 'Faithful with story, but title uses 64/80 chars (no Pro V1x/4A/2021-2023); "Also searched as: recovered lake balls."'),
    (68, "r10-17", "facebook", "casual", 6, 'Best of batch: condition, NOT-refinished and Grade B pointer all kept; still needs "You might know them as: recovered lake balls" and "Good to know: white only" rewritten'),
    # r10-18 hair straightener (no details)
    (69, "r10-18", "bigcommerce", "luxury", 2, 'Caution broken: "As to condition: bleached or damaged hair." and "use lower temp for fine"; bold warning block intact'),
    (70, "r10-18", "target", "professional", 2, '"Condition: bleached or damaged hair." (lower-temp advice lost); "all hair types - use lower temp for fine"'),
    (71, "r10-18", "aliexpress", "technical", 2, '"Parts: 1" (25mm) floating plates and 150-230°C adjustable"; "Condition: bleached or damaged hair."'),
    (72, "r10-18", "walmart", "casual", 1, 'First key feature "Bleached or damaged hair" invites 230°C use on damaged hair; "Current condition: bleached or damaged hair."; Quick facts repeat'),
    # r10-19 reptile heat mat (has details)
    (73, "r10-19", "generic", "technical", 3, '"Further specs: royal pythons, tortoise tables and ALWAYS use w/ thermostat."; "Parts: a UK plug."; burn rules under a plain "Note:"'),
    (74, "r10-19", "ebay", "professional", 3, '"Further details: royal pythons, tortoise tables and ALWAYS use w/ thermostat."; subtitle "28 x 52cm, UK plug, leopard geckos and corn snakes"'),
    (75, "r10-19", "magento", "luxury", 3, '"Beyond that: royal pythons, tortoise tables as well as ALWAYS use w/ thermostat."; burn warnings under "A note", no safety block'),
    (76, "r10-19", "amazon", "casual", 2, '3 bullets: "THE GOOD STUFF: It\'s got a UK plug.", "HOW BIG: 230V."; no placement/burn warning in bullets; seller\'s "Please, please use the thermostat" dropped'),
    # r10-20 dog biscuits (no details)
    (77, "r10-20", "etsy", "luxury", 1, 'Allergen line cut to "CONTAINS wheat/gluten, peanuts" (egg dropped); "no added sugar, salt or preservatives" becomes "salt or preservatives"; "egg - not for dogs w/ grain allergy"; 5 tags'),
    (78, "r10-20", "facebook", "casual", 1, 'Same allergen/negation damage ("CONTAINS wheat/gluten, peanuts", "salt or preservatives"); "The highlights: 1kg bulk bag available - message me."'),
    (79, "r10-20", "bigcommerce", "technical", 1, 'Same damage; bold block "CONTAINS wheat/gluten, peanuts" omits egg; meta "specifications: 1kg bulk bag available - message me."'),
    (80, "r10-20", "woocommerce", "professional", 1, 'Same damage; "Please note: egg - not for dogs w/ grain allergy."; one-bullet Details list "1kg bulk bag available - message me"'),
    # r10-21 cajon (has details)
    (81, "r10-21", "etsy", "luxury", 3, '"the Handmade Cajon Box Drum is every grain unique"; tags "bass port on back", "every grain unique", "48 x 30 x 30cm", "music gear", "musician gear"'),
    (82, "r10-21", "magento", "professional", 4, 'NO-drumsticks caveat up front and clean list; opener "is every grain unique, with an adjustable snare wires"'),
    (83, "r10-21", "generic", "casual", 4, '"You get an adjustable snare wires ..., and it\'s every grain unique."; title ends "every grain unique"; facts and story intact'),
    (84, "r10-21", "ebay", "technical", 4, '"Item: Handmade Cajon Box Drum, every grain unique."; "Components: ... a natural lacquer finish"; good 78-char title'),
    # r10-22 Pokemon 151 booster bundle (no details)
    (85, "r10-22", "ebay", "luxury", 4, 'Seller\'s "ENGLISH" lowercased: subtitle "6 booster packs (10 cards each) and english"; "It has no weighing, no searching and no resealing."'),
    (86, "r10-22", "facebook", "casual", 4, 'Title ends ", english"; "Who\'s it for? It\'s made for Ages 6+."; warnings intact'),
    (87, "r10-22", "target", "professional", 4, '"Features: 6 booster packs (10 cards each), english and limit 3 per customer."; faithful otherwise'),
    (88, "r10-22", "woocommerce", "technical", 4, 'One spec bullet "Additional features: 6 booster packs (10 cards each), english, limit 3 per customer"; safety block good'),
    # r10-23 paper shredder (no details)
    (89, "r10-23", "generic", "technical", 1, 'Feed warning shattered: "keep hands." / "home office / small business and hair." / "Further specs: ties & jewellery away from feed"; title ends "anti-jam, hair"; "with also shreds credit cards"'),
    (90, "r10-23", "magento", "casual", 1, 'Bullets "Hair" and "Ties & jewellery away from feed"; "cut size 4 x 40mm; keep hands."; "It comes with also shreds credit cards."'),
    (91, "r10-23", "amazon", "luxury", 1, 'Title ends "Reverse & Anti-jam, Hair"; bullet "OF NOTE: Cut size 4 x 40mm, keep hands."; "PROPORTIONS: 66dB."; "It arrives with also shreds credit cards."'),
    (92, "r10-23", "walmart", "professional", 1, 'Key feature "Hair"; no feed-safety warning in key features; "Key parts: also shreds credit cards"'),
    # r10-24 London Dry gin (has details)
    (93, "r10-24", "woocommerce", "professional", 3, '"It has no added sugar and no PO boxes."; bullets "Serve w/ Mediterranean tonic" / "Ice & orange slice" / "Please drink responsibly"; SEO title drops rhubarb & pink peppercorn'),
    (94, "r10-24", "bigcommerce", "casual", 3, '"It\'s got no added sugar and no PO boxes."; 18+ rule under "Good to know"; same split serve bullets'),
    (95, "r10-24", "facebook", "technical", 2, '"Note: no added sugar and no PO boxes."; "Further features: gift box +£4, ... and please drink responsibly"; alcohol listing for Facebook produced without any flag'),
    (96, "r10-24", "shopify", "luxury", 3, 'The one product made for luxury gets "Presenting... It has no added sugar and no PO boxes."; "as well as please drink responsibly"'),
    # r10-25 laundry detergent sheets (no details)
    (97, "r10-25", "target", "luxury", 3, '"As to condition: tear in half for cold / quick washes..."; dosing under "Treat them kindly"; unsourced "leave no scent behind to clash with anything else"'),
    (98, "r10-25", "aliexpress", "professional", 3, '"Item condition: tear in half for cold / quick washes under 30°C"; "To care for them: laundry detergent sheets 60 loads"'),
    (99, "r10-25", "shopify", "casual", 3, '"OK for sensitive skin & baby clothes" bolded under "Safety information" beside the WARNING; "The condition: tear in half..."; SEO title drops 60 loads'),
    (100, "r10-25", "walmart", "technical", 3, 'Key features OK but no 60 loads or NOT-for-wool-or-silk; "Condition: tear in half..."; spec block repeats "Item condition: tear in half..."'),
]

# Product ids whose seller pasted an existing "details" text (from products.json)
WITH_DETAILS = {"r10-01", "r10-03", "r10-05", "r10-07", "r10-11", "r10-13", "r10-17", "r10-19", "r10-21", "r10-24"}


def main():
    assert len(SCORES) == 100, len(SCORES)
    assert [s[0] for s in SCORES] == list(range(1, 101))
    assert all(s[1] == "r10-%02d" % ((s[0] - 1) // 4 + 1) for s in SCORES)
    vals = [s[4] for s in SCORES]
    n = len(vals)
    print("count: %d" % n)
    print("mean: %.2f" % statistics.mean(vals))
    print("median: %.1f" % statistics.median(vals))
    print("share >=8: %.0f%%" % (100.0 * sum(v >= 8 for v in vals) / n))
    print("share >=6: %.0f%%" % (100.0 * sum(v >= 6 for v in vals) / n))
    print("share <=2: %.0f%%" % (100.0 * sum(v <= 2 for v in vals) / n))
    print("histogram:")
    for k in range(1, 11):
        c = sum(v == k for v in vals)
        print("  %2d: %3d %s" % (k, c, "#" * c))
    for label, idx in (("tone", 3), ("platform", 2)):
        groups = defaultdict(list)
        for s in SCORES:
            groups[s[idx]].append(s[4])
        print("mean by %s:" % label)
        for key in sorted(groups):
            print("  %-12s %.2f  (n=%d)" % (key, statistics.mean(groups[key]), len(groups[key])))
    with_d = [s[4] for s in SCORES if s[1] in WITH_DETAILS]
    without_d = [s[4] for s in SCORES if s[1] not in WITH_DETAILS]
    print("mean with details text:    %.2f  (n=%d)" % (statistics.mean(with_d), len(with_d)))
    print("mean without details text: %.2f  (n=%d)" % (statistics.mean(without_d), len(without_d)))


if __name__ == "__main__":
    main()
