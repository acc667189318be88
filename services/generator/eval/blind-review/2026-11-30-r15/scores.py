#!/usr/bin/env python3
"""Review r15: blind scores for 100 listings (25 sellers x 4 platforms/tones).

Each entry: (listing number, product id, platform, tone, score 1-10, reason).
Every reason starts with the listing's worst phrase, quoted verbatim from
listings.md in double quotes. Run from this directory: python3 scores.py
"""
import json
import os
import re
import statistics
from collections import defaultdict

SCORES = [
    # r15-01 antifouling paint
    (1, "r15-01", "etsy", "professional", 2,
     '"Also: launch after 12 hrs minimum, stir well before use, sparks and open flames." The fire warning "keep away from heat, sparks, open flames" is cut in two: the WARNING line now stops at "keep away from heat" and "sparks"/"open flames" are presented as product features and even as Etsy tags; PPE line fragmented into "Wear gloves." / "Goggles & respirator."; 3 of 13 tags wasted.'),
    (2, "r15-01", "amazon", "luxury", 2,
     '"stir well before use, sparks as well as open flames" Same split fire warning, now in an Amazon bullet; "ships UK mainland only (ADR restrictions)" dropped for a hazardous good; "ITS COLORS: Worked in Dark Blue" is luxury filler; search terms carry "sparks open flames".'),
    (3, "r15-01", "walmart", "technical", 2,
     '"• Sparks" "Sparks" and "Open flames" are listed as two of ten Walmart key features while the WARNING feature ends at "keep away from heat"; UK-mainland/ADR shipping restriction lost; "Hard Eroding" never explained.'),
    (4, "r15-01", "ebay", "casual", 2,
     '"Copper based antifouling, 2.5 litre tin and sparks" eBay subtitle sells "sparks"; body repeats the split fire warning ("stir well before use, sparks, plus open flames") and the truncated WARNING; title drops Sail & Power and the aluminium exclusion.'),
    # r15-02 key fob shell
    (5, "r15-02", "shopify", "professional", 1,
     '"comes with a chip and a w/ VW badge sticker" Seller: "NO electronics, chip, circuit board & battery NOT included". The listing inverts that (also "Details" bullet "Chip" and meta "chip"), then contradicts itself with "NO electronics"; "NOT for Mk7 Golf (MQB) keys, 3 buttons (lock, unlock, boot)" turns the button spec into an exclusion; SEO title drops the car makes.'),
    (6, "r15-02", "aliexpress", "luxury", 1,
     '"complete with a chip as well as a w/ VW badge sticker" Chip claimed as included against an explicit NOT included; 3-button spec swallowed by the Mk7 exclusion; free UK post dropped.'),
    (7, "r15-02", "target", "technical", 1,
     '"Parts: a chip and a w/ VW badge sticker." Technical "Parts" field lists the chip the seller says is NOT included; "Note: NO electronics" contradicts it; free post dropped.'),
    (8, "r15-02", "facebook", "casual", 1,
     '"it\'s got a chip, plus a w/ VW badge sticker" Chip inverted to included; buyer expecting a chip gets an empty shell; "3 buttons (lock, unlock, boot)" read as NOT-for.'),
    # r15-03 number plates
    (9, "r15-03", "woocommerce", "luxury", 3,
     '"Moreover, they are gloss black." The plates are white (front) and yellow (rear); only the raised characters are gloss black; "Known, too, as: supplier ID & postcode printed on plate." puts a legal marking in an alias slot; "photo ID required" listed among features; luxury tone for a regulated document process.'),
    (10, "r15-03", "magento", "technical", 4,
     '"Also listed as: supplier ID & postcode printed on plate." Legal marking filed as an alias; "photo ID required (driving licence)" sits under "Additional features"; "Characteristics: gloss black" ambiguous about what is black; facts otherwise intact.'),
    (11, "r15-03", "bigcommerce", "casual", 4,
     '"You might know them as: supplier ID & postcode printed on plate." Alias slot misused; "Photo ID required (driving licence)" and "Gloss black" sold as rundown bullets; document requirement kept but buried after the bullets.'),
    (12, "r15-03", "generic", "professional", 3,
     '"Notably, they are gloss black." False description of white/yellow plates; "Also searched as: supplier ID & postcode printed on plate."; "More features: photo ID required (driving licence)" - a requirement presented as a feature.'),
    # r15-04 air rifle pellets
    (13, "r15-04", "etsy", "professional", 3,
     '"They are a good fit for spring." "for spring, gas ram & PCP air rifles" is split so spring reads as a season; "Further information: gas ram & PCP air rifles and air pistols; signature required." is garbled; title gets "| lead alloy" appended; over-18 and lead warnings kept.'),
    (14, "r15-04", "amazon", "luxury", 2,
     '"INTENDED USE: They are well suited for spring." "over 18s only - age verification on delivery" is dropped entirely from an ammunition listing, along with courier delivery; compatibility garbled into a season.'),
    (15, "r15-04", "walmart", "technical", 2,
     '"Use case: for spring." Age restriction (over 18s, age verification on delivery) lost; "Vermin control", "HFT", "Plinking" used as key features.'),
    (16, "r15-04", "ebay", "casual", 3,
     '"You can use them for spring." Compatibility garbled into a season; subtitle "Domed head, weighed & sorted and .177 calibre / 4.5mm" is flat; age restriction and lead warning intact.'),
    # r15-05 1966 programme
    (17, "r15-05", "shopify", "professional", 2,
     '"The England v West Germany 1966 World Cup Final Official Programme is signed for." On memorabilia "signed" means autographed; the postage term "signed for" becomes the product\'s opening property (also a "Signed for" bullet and in the meta); "Football memorabilia"/"Collectors" as detail bullets.'),
    (18, "r15-05", "aliexpress", "luxury", 2,
     '"Consider the England v West Germany 1966 World Cup Final Official Programme, which is signed for." Autograph-like false claim; grandad provenance and the reprint comparison (the seller\'s authenticity case) dropped; hard-backed envelope and international note dropped.'),
    (19, "r15-05", "target", "technical", 2,
     '"Properties: signed for." Postage turned into a product property; provenance and reprint evidence dropped; "Further features: ... football memorabilia and collectors".'),
    (20, "r15-05", "facebook", "casual", 2,
     '"It\'s signed for." Second sentence tells buyers the programme is signed; provenance kept, but "The good stuff: ... plus collectors" is template filler.'),
    # r15-06 STL files
    (21, "r15-06", "woocommerce", "luxury", 2,
     '"Also of interest: wargaming, personal use licence as well as 3D printer." Seller: "3D printer, filament & paint NOT included"; the printer is moved into the features and the NOT covers only filament & paint; "Also to note: Prusa MK4, Elegoo Saturn" loses "tested on".'),
    (22, "r15-06", "magento", "technical", 2,
     '"wargaming, personal use licence, 3D printer" 3D printer listed under "Additional features"; "Note: the filament & paint are NOT included" drops the printer from the exclusion.'),
    (23, "r15-06", "bigcommerce", "casual", 2,
     '"• 3D printer" A 22-bullet rundown that lists a 3D printer, "Prusa MK4" and "Elegoo Saturn" as if included; exclusion covers only filament & paint.'),
    (24, "r15-06", "generic", "professional", 2,
     '"Further details: wargaming, personal use licence and 3D printer." Printer presented as a feature, NOT-included lost for it; printers tested on reduced to bare names.'),
    # r15-07 pet portrait
    (25, "r15-07", "etsy", "professional", 3,
     '"It comes with 1 pet." "1 pet included" (pricing) becomes a contents claim; "is name text optional" and "send a clear well lit photo after purchase and rabbits" are garbled; tags "Your Photo", "any pet" weak; the artist\'s story is kept.'),
    (26, "r15-07", "amazon", "luxury", 3,
     '"PRESENTED WITH: It is accompanied by 1 pet." Absurd contents bullet; "THE DETAILS: It is name text optional."; the seller\'s hand-drawn, no-AI, sketch-approval story is dropped.'),
    (27, "r15-07", "walmart", "technical", 3,
     '"Included: 1 pet." "Rabbits" and "Horses" as key features; details text (hand drawn, no AI, sketch approval) dropped.'),
    (28, "r15-07", "ebay", "casual", 3,
     '"Inside the box, you\'ll find 1 pet." A box for a digital-only file, containing a pet; "It\'s name text optional."; subtitle is two minor options.'),
    # r15-08 kilt
    (29, "r15-08", "shopify", "professional", 5,
     '"Further information: knife pleated to the sett; 24 inch standard drop (made to measure available); store hanging; allow 6-8 weeks for made to measure." Faithful and complete, but a semicolon dump; the accessories exclusion sits under a "Care" heading; no selling of the hand stitching or the cloth.'),
    (30, "r15-08", "aliexpress", "luxury", 5,
     '"Worth knowing: knife pleated to the sett; 24 inch standard drop (made to measure available); store hanging; allow 6-8 weeks for made to measure." Truthful but the luxury register never arrives; storage advice mixed with lead time.'),
    (31, "r15-08", "target", "technical", 6,
     '"Details: knife pleated to the sett; 24 inch standard drop (made to measure available); store hanging; allow 6-8 weeks for made to measure." Labelled spec format suits technical; all facts and exclusions intact; flat.'),
    (32, "r15-08", "facebook", "casual", 5,
     '"Plus: Black Watch (also available: Royal Stewart, Hunting Fraser, Douglas Grey), plus measuring guide in photos." Template "plus" chain; truthful, nothing lost, no warmth.'),
    # r15-09 pointe shoes
    (33, "r15-09", "woocommerce", "luxury", 5,
     '"Also of interest: unworn, ballet class, RAD & ISTD exams as well as performances." Condition and uses mashed together; "Toe pads NOT included, please get professionally fitted..." run-on; medium shank and satin only in title; safety-of-use line kept up front.'),
    (34, "r15-09", "magento", "technical", 5,
     '"Characteristics: only for dancers cleared for pointe by their teacher" A usage restriction duplicated as a product characteristic; "Additional features" lumps size, colour, "unworn" and exams; shank missing from specs.'),
    (35, "r15-09", "bigcommerce", "casual", 5,
     '"• Ballet class" Uses listed as product bullets; faithful, fitting warning kept, flat.'),
    (36, "r15-09", "generic", "professional", 5,
     '"Further details: unworn, ballet class, RAD & ISTD exams and performances." Fact dump; all restrictions and exclusions intact.'),
    # r15-10 hydraulic lime
    (37, "r15-10", "etsy", "professional", 3,
     '"lets air through, so it stays comfortable on warm days" Invented benefit (lime mortar is not clothing); "It has no tail lift." garbles the delivery note; "protect from rain & direct sun for 72 hrs" listed as a feature; hazard warning intact.'),
    (38, "r15-10", "amazon", "luxury", 2,
     '"BREATHABLE COMFORT: Breathable as it is, it lets air through, so it stays comfortable on warm days." Lead bullet is an invented claim; "kerbside delivery only" and "call before ordering more than 10 bags" dropped, leaving only "It has no tail lift."'),
    (39, "r15-10", "walmart", "technical", 2,
     '"Advantage: lets air through, so it stays comfortable on warm days (breathable)." Invented claim as the headline advantage; "Components: pallet deals available (40 bags)."; kerbside-only delivery and the booking call dropped.'),
    (40, "r15-10", "ebay", "casual", 3,
     '"So yes, it lets air through, so it stays comfortable on warm days. No tail lift, simple as that." Invented comfort claim; delivery constraint garbled; subtitle "Pallet deals available (40 bags), flexible and cob".'),
    # r15-11 gold leaf
    (41, "r15-11", "shopify", "professional", 3,
     '"• Gilding size" Seller wrote "gilding size, brushes & burnisher NOT included"; size is shown as a detail bullet and left out of the exclusion, so it looks included; uses (picture frames, furniture) shown as product details.'),
    (42, "r15-11", "aliexpress", "luxury", 3,
     '"Also of interest: gilding size." Size presented as a feature, exclusion covers only brushes & burnisher; "ships flat in board-backed envelope" dropped; title gets ", furniture" appended.'),
    (43, "r15-11", "target", "technical", 3,
     '"Further features: gilding size." Same lost exclusion; uses under "More specs"; flat-shipping note dropped.'),
    (44, "r15-11", "facebook", "casual", 3,
     '"Also in the mix: gilding size." Reads as included in the pack; uses as "the good stuff".'),
    # r15-12 foam
    (45, "r15-12", "woocommerce", "luxury", 3,
     '"which is firm with bench cushions as well as dog beds" Uses turned into contents; "dacron wrap optional extra as well as caravans"; meta ends "bench cushions, dog beds and firm"; workshop advice and NOT waterproof kept.'),
    (46, "r15-12", "magento", "technical", 3,
     '"Design features: bench cushions, dog beds" Uses in the design-features slot; "caravans, boats, garden furniture" as additional features; meta sells "bench cushions and dog beds".'),
    (47, "r15-12", "bigcommerce", "casual", 3,
     '"It\'s firm, and it\'s got bench cushions, plus dog beds." Says the foam comes with cushions and dog beds; rundown bullets "Caravans", "Boats".'),
    (48, "r15-12", "generic", "professional", 3,
     '"With bench cushions and dog beds, the Upholstery Foam Cut to Size is firm." Opening sentence misstates contents; "dacron wrap optional extra and caravans".'),
    # r15-13 turkey
    (49, "r15-13", "etsy", "professional", 4,
     '"raw poultry - cook thoroughly, core temp 75°C and balance taken week before" Food-safety instruction spliced into payment terms; "Juices must run clear." orphaned; tags "use by date on label"; farm story and delivery window kept.'),
    (50, "r15-13", "amazon", "luxury", 3,
     '"raw poultry - cook thoroughly, core temp 75°C, balance taken week before as well as free cooking time card incl." Safety line buried in a "FURTHER DETAILS" list; "suitable for home freezing on day of delivery", chilled courier, delivery-only dates and farm collection dropped; "Treat it kindly: keep refrigerated" on raw poultry.'),
    (51, "r15-13", "walmart", "technical", 3,
     '"Further specs: core temp 75°C, outdoor reared on our farm in Norfolk, raw poultry - cook thoroughly and balance taken week before." Safety spliced with rearing and payment; freezing, courier and collection lost.'),
    (52, "r15-13", "ebay", "casual", 4,
     '"And more: outdoor reared on our farm in Norfolk, raw poultry - cook thoroughly, core temp 75°C, plus balance taken week before." Cooking safety sold as "and more"; complete otherwise; subtitle "Plucked & dressed, dry plucked and slow grown".'),
    # r15-14 mussels
    (53, "r15-14", "shopify", "professional", 5,
     '"They are made for a BBQ." One serving idea promoted to purpose; recipes as "Details" bullets; allergens, storage and discard rule all intact and well placed.'),
    (54, "r15-14", "aliexpress", "luxury", 4,
     '"They are meant for a BBQ." Shipping for a live product dropped: insulated box, Mon-Thu dispatch, no Saturday delivery, "UK mainland only, excludes Highlands & Islands"; "Their weight in the hand: 2kg net weight."'),
    (55, "r15-14", "target", "technical", 4,
     '"Use case: for a BBQ." Same loss of dispatch days and the mainland-only exclusion; "Maintenance: eat within 2 days of delivery." on food.'),
    (56, "r15-14", "facebook", "casual", 5,
     '"They\'re great for a BBQ." Faithful, allergen and discard lines intact, delivery info kept; template chain of "plus".'),
    # r15-15 door seal
    (57, "r15-15", "woocommerce", "luxury", 2,
     '"As to condition: torn seal." "fixes ... torn seal" becomes the product\'s condition, telling buyers the new seal is torn; "fixes leaks as well as mould".'),
    (58, "r15-15", "magento", "technical", 2,
     '"Condition: torn seal." A new part described as torn in the spec line; "Additional features: non-genuine aftermarket part, fixes leaks, mould".'),
    (59, "r15-15", "bigcommerce", "casual", 2,
     '"The condition: torn seal." False condition; rundown bullet "Mould" reads as a feature.'),
    (60, "r15-15", "generic", "professional", 2,
     '"Item condition: torn seal." False condition statement; fitment and NOT-for lines otherwise faithful.'),
    # r15-16 restringing
    (61, "r15-16", "etsy", "professional", 3,
     '"It is not a padded bag." "please send in a sturdy box, not a padded bag" broken in two; "It is NOT responsible for frames"; tags are junk ("extra if needed", "as add-on", "order notes"); tension "put in order notes" loses its subject.'),
    (62, "r15-16", "amazon", "luxury", 3,
     '"ITS COLORS: Worked in white, yellow, red, black (subject to stock)." Luxury filler on string colours; "Put your name and phone number in the box" instruction (details) dropped; "It is not a padded bag."'),
    (63, "r15-16", "walmart", "technical", 3,
     '"Not a padded bag." Garbled packing rule; name/phone instruction dropped; "Put in order notes (default 24lbs)" key feature with no mention of tension.'),
    (64, "r15-16", "ebay", "casual", 4,
     '"It\'s not a padded bag." Packing rule garbled; subtitle "Price includes string & labour and BG80 (power)"; stringer\'s story and instructions kept.'),
    # r15-17 Hornby loco
    (65, "r15-17", "shopify", "professional", 5,
     '"Seller policy: well packed." Packing in the policy slot; "corners worn" detached from the box so it reads as the loco; defects honestly listed; details kept.'),
    (66, "r15-17", "aliexpress", "luxury", 4,
     '"House policy: well packed." "UK postage only" and combined postage dropped; layout provenance half-dropped; defects and "smoke & pet free home" under "Also to note".'),
    (67, "r15-17", "target", "technical", 4,
     '"Feature: no instructions." Absence sold as a feature; "UK postage only" dropped; defects filed under "More specs".'),
    (68, "r15-17", "facebook", "casual", 4,
     '"Also in the mix: one buffer missing (no.2 end)" Defects presented under "The highlights ... Also in the mix"; otherwise complete.'),
    # r15-18 rock tumbler grit
    (69, "r15-18", "woocommerce", "luxury", 2,
     '"Fashioned from beach glass" The kit is SiC/aluminium-oxide grit; beach glass is something to tumble; meta repeats "beach glass"; "rotary tumblers as well as agate".'),
    (70, "r15-18", "magento", "technical", 2,
     '"Material: beach glass." False material twice (also "Build material: beach glass"); "Parts: resealable bags."'),
    (71, "r15-18", "bigcommerce", "casual", 2,
     '"It\'s made of beach glass, and it\'s got resealable bags." False material in the opening line; "Agate"/"Jasper"/"Quartz" as rundown bullets.'),
    (72, "r15-18", "generic", "professional", 2,
     '"is made of beach glass and comes with resealable bags" False material; "rotary tumblers and agate"; dust warning kept.'),
    # r15-19 compression stockings
    (73, "r15-19", "etsy", "professional", 3,
     '"The Class 2 Compression Stockings Below Knee is made of 22% elastane." Leads with the minor fibre; size M calf range split from its size ("Further details: calf 33-40cm, 78% polyamide, varicose veins"); tags "Unisex knee", "Beige knee", "Pair knee"; contraindication warning intact.'),
    (74, "r15-19", "amazon", "luxury", 3,
     '"MATERIALS: It is fashioned from 22% elastane." Bullets omit compression level, sizing and indications; "HOW IT COMES: 1 pair."; luxury register on a medical device.'),
    (75, "r15-19", "walmart", "technical", 4,
     '"• 22% elastane" First key feature is half the fibre content; "Calf 33-40cm" given without "size M"; warning kept as a feature.'),
    (76, "r15-19", "ebay", "casual", 4,
     '"22% elastane, latex free, CE marked and calf 33-40cm" Subtitle; "The good stuff: ..." and "Also in the mix: oedema" on a medical device; warning intact.'),
    # r15-20 bouncy castle
    (77, "r15-20", "shopify", "professional", 1,
     '"It has no shoes. Also of note: indoor (min 13ft ceiling) or outdoor on grass; face paint or silly string." The ban "no shoes, food, drinks, face paint or silly string" is lost: food and drinks appear as "Details" bullets and face paint/silly string as a note; "Also of note: delivery." garbled.'),
    (78, "r15-20", "aliexpress", "luxury", 1,
     '"hire 9am-6pm (overnight +£20), food as well as drinks" Food and drinks presented as part of the hire; on-castle ban lost; "It measures 12ft high overall."'),
    (79, "r15-20", "target", "technical", 1,
     '"Further features: extra mileage £1/mile, hire 9am-6pm (overnight +£20), food and drinks." Safety ban inverted into features; "Feature: no shoes."'),
    (80, "r15-20", "facebook", "casual", 1,
     '"extra mileage £1/mile, hire 9am-6pm (overnight +£20), food, plus drinks" Food/drinks as perks, face paint/silly string ban lost; "One more thing: delivery."'),
    # r15-21 blacksmithing
    (81, "r15-21", "woocommerce", "luxury", 4,
     '"with a protective gear" Garbled opening; the clothing safety rule "wear natural fibre clothes & sturdy leather boots" buried among perks; details and restrictions kept.'),
    (82, "r15-21", "magento", "technical", 4,
     '"Parts: a protective gear." Experience described as parts; all terms and the clothing rule crammed into one "Additional features" bullet.'),
    (83, "r15-21", "bigcommerce", "casual", 4,
     '"You\'ll find a protective gear on it." Garbled; clothing rule as a rundown bullet; Tom\'s story kept.'),
    (84, "r15-21", "generic", "professional", 4,
     '"comes with a protective gear" Grammar error in the first sentence; safety clothing rule mixed into "Further details"; otherwise complete.'),
    # r15-22 pond liner
    (85, "r15-22", "etsy", "professional", 5,
     '"Key features: Firestone PondGard 45 mil (1.02mm), 6m x 5m (19.7 x 16.4ft) = 30 sq m, wildlife friendly and koi ponds." Uses as features; "Store policy: 20 yr manufacturer guarantee" misfiled; title "| koi ponds"; faithful, underlay advice kept.'),
    (86, "r15-22", "amazon", "luxury", 5,
     '"ITS COLOR: Its color is black." A whole Amazon bullet spent on colour; underlay recommendation not in bullets; faithful.'),
    (87, "r15-22", "walmart", "technical", 5,
     '"• Koi ponds" Three of ten key features are pond types; specs accurate and complete.'),
    (88, "r15-22", "ebay", "casual", 5,
     '"wildlife friendly, plus koi ponds" Template chain; subtitle "EPDM synthetic rubber, folded & boxed and fish safe"; faithful.'),
    # r15-23 logs
    (89, "r15-23", "shopify", "professional", 3,
     '"The Kiln Dried Hardwood Logs are made from beech & birch." Contradicts the "Ash & Oak" title; the seller\'s mix of ash, oak, beech & birch is split and oak disappears from the body; "Other areas POA" as a detail bullet.'),
    (90, "r15-23", "aliexpress", "luxury", 3,
     '"Here are the Kiln Dried Hardwood Logs, in beech & birch." Species misstated, oak lost; free delivery within 20 miles of Hereford and the 5-day lead time dropped while "other areas POA" stays.'),
    (91, "r15-23", "target", "technical", 3,
     '"Material: beech & birch." Species misstated; delivery radius and lead time dropped; stove types as "More specs".'),
    (92, "r15-23", "facebook", "casual", 3,
     '"Meet the Kiln Dried Hardwood Logs, made of beech & birch." Species misstated against the title; otherwise complete.'),
    # r15-24 skates
    (93, "r15-24", "woocommerce", "luxury", 4,
     '"Kindly note that they are NOT suitable for advanced jumps, pet & smoke free home." The NOT now reads over "pet & smoke free home"; Mark I blades buried; daughter story kept.'),
    (94, "r15-24", "magento", "technical", 4,
     '"NOT suitable for advanced jumps, pet & smoke free home." Negation swallows a positive; "Design features: original laces".'),
    (95, "r15-24", "bigcommerce", "casual", 4,
     '"They\'re NOT suitable for advanced jumps, pet & smoke free home." Same merged negation; "Recreational skating" as a product bullet.'),
    (96, "r15-24", "generic", "professional", 4,
     '"They are NOT suitable for advanced jumps, pet & smoke free home." Merged negation; otherwise faithful, with sizing caveat kept.'),
    # r15-25 typewriter
    (97, "r15-25", "etsy", "professional", 4,
     '"Seller policy: carriage return; double boxed; 14 day returns; buyer pays return postage." The working carriage return becomes a policy; "comes with all keys"; tags "all keys", "Case".'),
    (98, "r15-25", "amazon", "luxury", 3,
     '"THE DETAILS: It is made with all keys." Lead bullet is empty; "UK QWERTY w/ GBP key" alters the £ key; "House policy: carriage return"; restorer credential and tracked courier dropped.'),
    (99, "r15-25", "walmart", "technical", 4,
     '"Parts: all keys." Key features open with "Small tear to lining" and "Used"; "Seller policy: carriage return"; tracked & insured courier and restorer credential dropped.'),
    (100, "r15-25", "ebay", "casual", 4,
     '"Our policy: carriage return; double boxed; 14 day returns; buyer pays return postage." Working part filed as policy; "You can use it for writers, poets"; restorer story kept.'),
]

QUOTE_RE = re.compile(r'^"(.+?)"(?=\s)')


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "listings.md"), encoding="utf-8") as f:
        listings = f.read()
    with open(os.path.join(here, "products.json"), encoding="utf-8") as f:
        products = json.load(f)
    has_details = {p["id"]: bool(p.get("details", "").strip()) for p in products}

    # section text per listing number, and header check
    heads = list(re.finditer(r"^## #(\d+) (\S+) · (\S+) · (\S+)$", listings, re.M))
    sections, meta = {}, {}
    for i, m in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(listings)
        n = int(m.group(1))
        sections[n] = listings[m.start():end]
        meta[n] = (m.group(2), m.group(3), m.group(4))

    assert len(SCORES) == 100, len(SCORES)
    assert sorted(e[0] for e in SCORES) == list(range(1, 101))
    problems = []
    verified = 0
    in_section = 0
    for n, pid, plat, tone, score, reason in SCORES:
        if meta.get(n) != (pid, plat, tone):
            problems.append(f"#{n}: header mismatch {meta.get(n)} vs {(pid, plat, tone)}")
        if not (1 <= score <= 10):
            problems.append(f"#{n}: score out of range")
        m = QUOTE_RE.match(reason)
        if not m:
            problems.append(f"#{n}: reason does not start with a quote")
            continue
        q = m.group(1)
        if q in listings:
            verified += 1
            if q in sections.get(n, ""):
                in_section += 1
            else:
                problems.append(f"#{n}: quote found in listings.md but not in its own section: {q!r}")
        else:
            problems.append(f"#{n}: QUOTE NOT FOUND: {q!r}")

    scores = [e[4] for e in SCORES]
    n = len(scores)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores)}")
    print(f"share >=8: {sum(s >= 8 for s in scores) / n:.0%}")
    print(f"share >=6: {sum(s >= 6 for s in scores) / n:.0%}")
    print(f"share <=2: {sum(s <= 2 for s in scores) / n:.0%}")
    print("histogram:")
    for k in range(1, 11):
        c = scores.count(k)
        print(f"  {k:>2} | {'#' * c:<40} {c}")

    def grouped(key):
        g = defaultdict(list)
        for e in SCORES:
            g[key(e)].append(e[4])
        return g

    print("mean by tone:")
    for k, v in sorted(grouped(lambda e: e[3]).items()):
        print(f"  {k:<13} {statistics.mean(v):.2f}  (n={len(v)})")
    print("mean by platform:")
    for k, v in sorted(grouped(lambda e: e[2]).items()):
        print(f"  {k:<13} {statistics.mean(v):.2f}  (n={len(v)})")
    with_d = [e[4] for e in SCORES if has_details[e[1]]]
    without_d = [e[4] for e in SCORES if not has_details[e[1]]]
    print(f"mean with details text:    {statistics.mean(with_d):.2f}  (n={len(with_d)}, "
          f"{sum(has_details.values())} sellers)")
    print(f"mean without details text: {statistics.mean(without_d):.2f}  (n={len(without_d)})")
    print(f"quotes verified verbatim: {verified}/100 (inside own section: {in_section}/100)")
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print("  " + p)


if __name__ == "__main__":
    main()
