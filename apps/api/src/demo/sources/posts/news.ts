// News posts (store announcements and gaming news), newest first.
import { post, type PostSeed } from './types.ts';

export const newsPosts: PostSeed[] = [
  post(
    ['PlayStation 5 Pro now in stock at Gamers Souq', 'بلايستيشن 5 برو متوفر الآن في جيمرز سوق'],
    ['playstation', 'store'],
    [
      [
        'The PlayStation 5 Pro has arrived at our Nasr City warehouse in the official Middle East version, with Arabic and English menus and local warranty.',
        'وصل بلايستيشن 5 برو إلى مخزننا في مدينة نصر بنسخة الشرق الأوسط الرسمية بقوائم عربية وإنجليزية وضمان محلي.',
      ],
      [
        'Quantities are limited in the first shipment, so each customer can order one unit. Orders in Cairo and Giza are delivered within two working days.',
        'الكميات محدودة في الشحنة الأولى، لذلك يمكن لكل عميل طلب جهاز واحد فقط. يتم توصيل الطلبات في القاهرة والجيزة خلال يومي عمل.',
      ],
    ],
  ),
  post(
    ['Installments up to 24 months with National Bank of Egypt', 'تقسيط حتى 24 شهرًا مع البنك الأهلي المصري'],
    ['store', 'deals'],
    [
      [
        'You can now split any order over 3, 6, 9, 12, 18 or 24 months with a National Bank of Egypt credit card, directly at checkout.',
        'يمكنك الآن تقسيط أي طلب على 3 أو 6 أو 9 أو 12 أو 18 أو 24 شهرًا ببطاقة ائتمان البنك الأهلي المصري مباشرة من صفحة الدفع.',
      ],
      [
        'The installment fee is shown before you pay, with no hidden charges and no paperwork at the branch. Choose the plan that suits you from the payment methods list.',
        'تظهر رسوم التقسيط قبل الدفع بدون أي رسوم خفية أو أوراق في الفرع. اختر الخطة المناسبة لك من قائمة طرق الدفع.',
      ],
      [
        'Installments are available on gaming hardware and on digital cards above 1,000 EGP.',
        'التقسيط متاح على أجهزة الألعاب وعلى الكروت الرقمية التي تزيد قيمتها عن 1,000 جنيه.',
      ],
      [
        'To use it, add your items to the cart, choose one of the National Bank of Egypt installment plans at checkout and complete the payment on the secure Paymob page with your NBE credit card. The bank converts the amount into installments automatically within a few days.',
        'للاستفادة أضف المنتجات إلى السلة، واختر إحدى خطط تقسيط البنك الأهلي المصري في صفحة الدفع، وأكمل الدفع على صفحة Paymob الآمنة ببطاقة ائتمان البنك الأهلي. يحوّل البنك المبلغ إلى أقساط تلقائيًا خلال أيام قليلة.',
      ],
    ],
  ),
  post(
    ['Steam Deck OLED arrives through World2Egypt', 'ستيم ديك OLED يصل عبر من العالم لمصر'],
    ['pc', 'steam', 'store'],
    [
      [
        'Valve’s Steam Deck OLED is not officially sold in Egypt, so we now import it for you through our World2Egypt service.',
        'جهاز Steam Deck OLED من Valve لا يُباع رسميًا في مصر، لذلك نستورده لك الآن عبر خدمة من العالم لمصر.',
      ],
      [
        'The price includes shipping and customs, and the device reaches your door in 10 to 14 working days. Pair it with a Steam Wallet code from our digital store.',
        'السعر يشمل الشحن والجمارك ويصلك الجهاز خلال 10 إلى 14 يوم عمل. استخدمه مع كود محفظة ستيم من متجرنا الرقمي.',
      ],
      [
        'Not sure between the Steam Deck and a Windows handheld such as the ROG Ally X? The Steam Deck runs SteamOS, which is simpler and gets more battery life, while the Ally X runs every PC launcher. Both are on World2Egypt, and our team is happy to help you choose.',
        'محتار بين Steam Deck وجهاز محمول بنظام ويندوز مثل ROG Ally X؟ يعمل Steam Deck بنظام SteamOS الأبسط ويمنح عمر بطارية أطول، بينما يشغّل Ally X كل منصات ألعاب الكمبيوتر. الجهازان متوفران في من العالم لمصر، ويسعد فريقنا بمساعدتك في الاختيار.',
      ],
    ],
  ),
  post(
    ['New Kuwait PlayStation Store cards', 'كروت بلايستيشن ستور الكويتية متوفرة الآن'],
    ['playstation', 'cards'],
    [
      [
        'Many of our customers use Kuwaiti PSN accounts, and you asked us for cards. PlayStation Store cards for Kuwait are now available in $10, $20 and $50.',
        'كثير من عملائنا يستخدمون حسابات PSN كويتية وطلبتم منا توفير كروتها. كروت بلايستيشن ستور الكويتية متوفرة الآن بفئات 10 و20 و50 دولارًا.',
      ],
      [
        'Like every card in our store, the code appears instantly in your order after payment.',
        'ومثل كل الكروت في متجرنا يظهر الكود فورًا في طلبك بعد الدفع.',
      ],
    ],
  ),
  post(
    ['Price drop on GeForce RTX 4070 SUPER', 'تخفيض سعر كارت GeForce RTX 4070 SUPER'],
    ['gpu', 'deals', 'hardware'],
    [
      [
        'Thanks to a new shipment from our distributor, the ASUS Dual RTX 4070 SUPER is now cheaper at Gamers Souq.',
        'بفضل شحنة جديدة من الموزع أصبح كارت ASUS Dual RTX 4070 SUPER أرخص في جيمرز سوق.',
      ],
      [
        'The card is the best choice for 1440p gaming with DLSS 3, and it runs on a good 650 W power supply. The new price lasts while stock lasts.',
        'الكارت هو الاختيار الأفضل للعب على دقة 1440p مع DLSS 3 ويعمل مع مزود طاقة جيد بقدرة 650 واط. السعر الجديد ساري حتى نفاد الكمية.',
      ],
    ],
  ),
  post(
    ['Extended showroom hours in Nasr City', 'مواعيد عمل أطول لمعرضنا في مدينة نصر'],
    ['store'],
    [
      [
        'Our Nasr City showroom now stays open until 10 pm from Sunday to Thursday, the same hours as our support team.',
        'أصبح معرضنا في مدينة نصر يعمل حتى العاشرة مساءً من الأحد إلى الخميس، بنفس مواعيد فريق الدعم.',
      ],
      [
        'Come and try keyboards, mice and headsets before you buy, or pick up an online order when it suits you.',
        'تعال وجرّب الكيبوردات والماوسات والسماعات قبل الشراء، أو استلم طلبك الأونلاين في الوقت المناسب لك.',
      ],
    ],
  ),
  post(
    ['Google Play Egypt cards now in EGP', 'كروت جوجل بلاي المصرية بالجنيه المصري'],
    ['cards', 'mobile'],
    [
      [
        'Top up your Egyptian Google Play account without a credit card: Google Play Egypt cards are now available in 100, 200 and 500 EGP.',
        'اشحن حساب جوجل بلاي المصري بدون بطاقة ائتمان: كروت جوجل بلاي مصر متوفرة الآن بفئات 100 و200 و500 جنيه.',
      ],
      [
        'Use them for PUBG Mobile UC, Free Fire diamonds, apps and subscriptions. Pay with Vodafone Cash or any mobile wallet in seconds.',
        'استخدمها لشحن شدات ببجي موبايل وجواهر فري فاير والتطبيقات والاشتراكات. وادفع بفودافون كاش أو أي محفظة إلكترونية في ثوانٍ.',
      ],
    ],
  ),
  post(
    ['Xbox Game Pass Ultimate cards back in stock', 'عودة كروت إكس بوكس جيم باس ألتميت'],
    ['xbox', 'cards'],
    [
      [
        'After a short shortage, Game Pass Ultimate cards for the US, UK and UAE accounts are back, along with the PC Game Pass one-month card.',
        'بعد نقص قصير عادت كروت جيم باس ألتميت للحسابات الأمريكية والبريطانية والإماراتية، ومعها كارت PC Game Pass لمدة شهر.',
      ],
      [
        'Remember that Game Pass time can be stacked up to 36 months, so you can lock in today’s price.',
        'تذكر أنه يمكن تجميع مدة جيم باس حتى 36 شهرًا، لتثبت سعر اليوم.',
      ],
    ],
  ),
  post(
    ['Cash on delivery now in every governorate', 'الدفع عند الاستلام متاح الآن في كل المحافظات'],
    ['store'],
    [
      [
        'Cash on delivery and card on delivery are now available for physical orders to all 27 Egyptian governorates.',
        'أصبح الدفع نقدًا أو بالبطاقة عند الاستلام متاحًا للطلبات المادية إلى جميع محافظات مصر السبع والعشرين.',
      ],
      [
        'Digital cards are still paid online, because they are delivered instantly to your order page.',
        'أما الكروت الرقمية فتُدفع أونلاين لأنها تُسلَّم فورًا في صفحة طلبك.',
      ],
    ],
  ),
  post(
    ['Eid offers on consoles and controllers', 'عروض العيد على الأجهزة وأذرع التحكم'],
    ['deals', 'playstation', 'xbox'],
    [
      [
        'Celebrate Eid with discounts on PS5 Slim, Xbox Series S and DualSense controllers, plus the EID200 coupon for 200 EGP off orders above 2,000 EGP.',
        'احتفل بالعيد مع خصومات على PS5 سليم وإكس بوكس سيريس S وأذرع DualSense، بالإضافة إلى كوبون EID200 بخصم 200 جنيه على الطلبات فوق 2,000 جنيه.',
      ],
      [
        'Order before the holiday to make sure delivery arrives in time; our couriers pause on the first day of Eid.',
        'اطلب قبل الإجازة لتضمن وصول طلبك في الوقت المناسب؛ فالمندوبون في إجازة أول أيام العيد.',
      ],
    ],
  ),
  post(
    ['Meta Quest 3 available for pre-order', 'نظارة Meta Quest 3 متاحة للطلب المسبق'],
    ['hardware', 'store'],
    [
      [
        'The Meta Quest 3 mixed reality headset is now on World2Egypt. It plays standalone games and connects to your PC for SteamVR titles.',
        'نظارة الواقع المختلط Meta Quest 3 متاحة الآن في من العالم لمصر. تشغّل الألعاب بشكل مستقل وتتصل بالكمبيوتر لألعاب SteamVR.',
      ],
      [
        'We include a local one-year warranty handled by our own technicians in Cairo.',
        'نقدم ضمانًا محليًا لمدة سنة يتولاه فنيونا في القاهرة.',
      ],
    ],
  ),
  post(
    ['Egyptian team wins regional Valorant qualifier', 'فريق مصري يفوز بتصفيات فالورانت الإقليمية'],
    ['esports', 'pc'],
    [
      [
        'An Egyptian Valorant team has qualified for the MENA finals after an unbeaten run in the online qualifier.',
        'تأهل فريق مصري في لعبة فالورانت إلى نهائيات الشرق الأوسط وشمال أفريقيا بعد مشوار بلا هزيمة في التصفيات الأونلاين.',
      ],
      [
        'Gamers Souq is proud to support local esports with hardware for the team’s bootcamp in Cairo. Good luck in the finals!',
        'تفخر جيمرز سوق بدعم الرياضات الإلكترونية المحلية بتوفير الأجهزة لمعسكر الفريق في القاهرة. بالتوفيق في النهائيات!',
      ],
    ],
  ),
  post(
    ['New AM5 motherboards and Ryzen bundles', 'لوحات AM5 جديدة وعروض مع معالجات Ryzen'],
    ['hardware', 'pc'],
    [
      [
        'We added more B650 motherboards from MSI, ASUS and GIGABYTE, so building on AMD’s AM5 platform is now more affordable.',
        'أضفنا لوحات B650 جديدة من MSI وASUS وGIGABYTE، ليصبح التجميع على منصة AM5 من AMD أوفر.',
      ],
      [
        'Buy a Ryzen processor and a B650 board in the same order and our team updates the BIOS for free before shipping.',
        'اشترِ معالج Ryzen ولوحة B650 في نفس الطلب وسيحدّث فريقنا البيوس مجانًا قبل الشحن.',
      ],
    ],
  ),
  post(
    ['Steam Summer Sale: top up your wallet early', 'تخفيضات ستيم الصيفية: اشحن محفظتك مبكرًا'],
    ['steam', 'pc', 'cards'],
    [
      [
        'The Steam Summer Sale is around the corner. Top up your Steam Wallet now so you are ready when the discounts go live.',
        'تخفيضات ستيم الصيفية على الأبواب. اشحن محفظة ستيم الآن لتكون جاهزًا عند بدء الخصومات.',
      ],
      [
        'We stock US, UAE and EU Steam Wallet codes. Check your account currency before buying.',
        'نوفر أكواد محفظة ستيم الأمريكية والإماراتية والأوروبية. تأكد من عملة حسابك قبل الشراء.',
      ],
    ],
  ),
  post(
    ['Two-day delivery now covers Alexandria', 'التوصيل خلال يومين يشمل الإسكندرية الآن'],
    ['store'],
    [
      [
        'Our two-day delivery option now covers Alexandria as well as Cairo and Giza, for a flat 75 EGP fee.',
        'أصبح خيار التوصيل خلال يومين يشمل الإسكندرية بالإضافة إلى القاهرة والجيزة برسوم ثابتة 75 جنيهًا.',
      ],
      ['Track your shipment step by step from the Track My Order page.', 'تابع شحنتك خطوة بخطوة من صفحة تتبع الطلب.'],
    ],
  ),
  post(
    ['Nintendo Switch OLED back in stock', 'عودة نينتندو سويتش OLED للمخزون'],
    ['nintendo', 'store'],
    [
      [
        'The white Nintendo Switch OLED is back in stock, and the Pro Controller is available again too.',
        'عاد جهاز نينتندو سويتش OLED الأبيض للمخزون، وعادت معه يد التحكم Pro Controller.',
      ],
      [
        'Add a Nintendo eShop card from the US or UK store to download your first games straight away.',
        'أضف بطاقة نينتندو إي شوب من المتجر الأمريكي أو البريطاني لتحميل أول ألعابك فورًا.',
      ],
    ],
  ),
  post(
    ['Apple Gift Cards for Saudi and UAE accounts', 'بطاقات آبل للحسابات السعودية والإماراتية'],
    ['cards', 'mobile'],
    [
      [
        'Apple Gift Cards for Saudi Arabia and the United Arab Emirates are now available in SAR and AED.',
        'بطاقات آبل للسعودية والإمارات متوفرة الآن بالريال والدرهم.',
      ],
      [
        'One card works for apps, games, iCloud+ storage and Apple Music, as long as your Apple Account is in the same country.',
        'البطاقة الواحدة تصلح للتطبيقات والألعاب ومساحة iCloud+ وApple Music طالما أن حسابك في نفس الدولة.',
      ],
    ],
  ),
  post(
    ['Free PC assembly on builds above 40,000 EGP', 'تجميع مجاني للأجهزة فوق 40,000 جنيه'],
    ['hardware', 'deals'],
    [
      [
        'Order all the parts of your PC from the Build PC tool and, if the total is above 40,000 EGP, our technicians assemble and test it for free.',
        'اطلب كل قطع جهازك من أداة تجميع الكمبيوتر، وإذا تجاوز الإجمالي 40,000 جنيه يقوم فنيونا بتجميعه واختباره مجانًا.',
      ],
      [
        'Each build is stress tested for two hours and cable managed before delivery.',
        'يتم اختبار كل جهاز تحت الضغط لمدة ساعتين وترتيب الكابلات قبل التسليم.',
      ],
    ],
  ),
  post(
    ['Reward points now shown on every card', 'نقاط المكافآت تظهر الآن على كل بطاقة'],
    ['store', 'cards'],
    [
      [
        'Every digital card page now shows how many reward points you earn by buying it.',
        'أصبحت صفحة كل بطاقة رقمية تعرض عدد نقاط المكافآت التي تكسبها عند شرائها.',
      ],
      [
        'Points become available 14 days after your order is completed and can be redeemed in the cart.',
        'تصبح النقاط متاحة بعد 14 يومًا من اكتمال الطلب ويمكن استبدالها في السلة.',
      ],
    ],
  ),
  post(
    ['DualSense Edge arrives in Egypt', 'يد DualSense Edge تصل إلى مصر'],
    ['playstation', 'hardware'],
    [
      [
        'Sony’s pro controller is now available with local warranty. It has replaceable stick modules, back buttons and trigger stops.',
        'أصبحت يد التحكم الاحترافية من سوني متوفرة بضمان محلي، بعصي قابلة للاستبدال وأزرار خلفية وموقفات للأزرار.',
      ],
      ['Replacement stick modules can be ordered through our support team.', 'يمكن طلب وحدات العصي البديلة من خلال فريق الدعم.'],
    ],
  ),
  post(
    ['Amazon.eg gift cards now available', 'بطاقات هدايا أمازون مصر متوفرة الآن'],
    ['cards'],
    [
      [
        'Send a gift that always fits: Amazon.eg gift cards are now available in 250 and 500 EGP.',
        'أرسل هدية تناسب الجميع: بطاقات هدايا أمازون مصر متوفرة الآن بفئتي 250 و500 جنيه.',
      ],
      [
        'The code is delivered instantly and the balance stays valid for ten years.',
        'يصلك الكود فورًا ويبقى الرصيد صالحًا لمدة عشر سنوات.',
      ],
    ],
  ),
  post(
    ['Our new website is live', 'موقعنا الجديد متاح الآن'],
    ['store'],
    [
      [
        'We rebuilt Gamers Souq from the ground up: faster pages, a full Arabic experience, search that understands both languages and a cleaner checkout.',
        'أعدنا بناء جيمرز سوق من الصفر: صفحات أسرع، تجربة عربية كاملة، بحث يفهم اللغتين، وخطوات دفع أوضح.',
      ],
      [
        'Your account, orders and wallet moved with you. If anything looks wrong, tell us from the Contact Us page.',
        'انتقل حسابك وطلباتك ومحفظتك معك. إذا لاحظت أي مشكلة أخبرنا من صفحة اتصل بنا.',
      ],
      [
        'Behind the scenes, digital codes are now stored encrypted and shown only to the buyer, and card payments go through a PCI DSS compliant page, so your data is safer than ever. We will keep improving the site every week based on your feedback.',
        'ومن وراء الكواليس أصبحت الأكواد الرقمية محفوظة بشكل مشفر ولا تظهر إلا للمشتري، وتتم مدفوعات البطاقات عبر صفحة متوافقة مع معيار PCI DSS، لتكون بياناتك أكثر أمانًا من أي وقت. وسنواصل تحسين الموقع كل أسبوع بناءً على ملاحظاتكم.',
      ],
    ],
  ),
  post(
    ['PlayStation Plus monthly games announced', 'الإعلان عن ألعاب بلايستيشن بلس الشهرية'],
    ['playstation', 'cards'],
    [
      [
        'This month’s PlayStation Plus Essential line-up brings three new games for PS5 and PS4 subscribers.',
        'تضم تشكيلة بلايستيشن بلس إسنشال لهذا الشهر ثلاث ألعاب جديدة لمشتركي PS5 وPS4.',
      ],
      [
        'Not a member yet? PlayStation Plus cards for the US, Saudi and UAE stores are in our digital store.',
        'لست مشتركًا بعد؟ كروت بلايستيشن بلس للمتاجر الأمريكية والسعودية والإماراتية متوفرة في متجرنا الرقمي.',
      ],
    ],
  ),
  post(
    ['DDR5 prices drop in Egypt', 'انخفاض أسعار رامات DDR5 في مصر'],
    ['hardware', 'deals'],
    [
      [
        'DDR5 memory is now cheaper than ever, which makes a move to AM5 or Intel 14th generation much easier.',
        'أصبحت ذاكرة DDR5 أرخص من أي وقت مضى، مما يسهّل الانتقال إلى منصة AM5 أو الجيل الرابع عشر من إنتل.',
      ],
      ['A 32 GB 6000 MT/s kit is the sweet spot for gaming today.', 'طقم 32 جيجابايت بسرعة 6000 هو الخيار الأمثل للألعاب حاليًا.'],
    ],
  ),
  post(
    ['Gamers Souq at Cairo Game Expo', 'جيمرز سوق في معرض القاهرة للألعاب'],
    ['esports', 'store'],
    [
      [
        'Visit our booth at the Cairo Game Expo to try the latest consoles and VR headsets, and join our EA Sports FC tournament.',
        'زر جناحنا في معرض القاهرة للألعاب لتجربة أحدث الأجهزة ونظارات الواقع الافتراضي وشارك في بطولة EA Sports FC.',
      ],
      [
        'Visitors get an exclusive coupon for online orders during the expo week.',
        'يحصل الزوار على كوبون حصري للطلبات الأونلاين خلال أسبوع المعرض.',
      ],
    ],
  ),
  post(
    ['New Samsung and WD SSDs for PS5', 'وحدات SSD جديدة من سامسونج وWD لجهاز PS5'],
    ['playstation', 'hardware'],
    [
      [
        'Running out of space on your PS5? We now stock the Samsung 990 PRO and WD_BLACK SN850X, both confirmed to work in the PS5 expansion slot.',
        'المساحة نفدت على PS5؟ أصبحنا نوفر Samsung 990 PRO وWD_BLACK SN850X، وكلاهما يعمل في منفذ التوسعة في PS5.',
      ],
      [
        'Ask for a heatsink when you order and our team will help you choose the right one.',
        'اطلب مشتتًا حراريًا مع الطلب وسيساعدك فريقنا في اختيار المناسب.',
      ],
    ],
  ),
  post(
    ['Gamers Souq opens its doors online', 'جيمرز سوق يفتح أبوابه أونلاين'],
    ['store'],
    [
      [
        'After years of serving gamers from our Nasr City shop, we are now online with hardware and digital cards delivered all over Egypt.',
        'بعد سنوات من خدمة اللاعبين من محلنا في مدينة نصر، أصبحنا أونلاين مع الأجهزة والكروت الرقمية والتوصيل لكل مصر.',
      ],
      [
        'Thank you for growing with us, and welcome to the new Gamers Souq.',
        'شكرًا لأنكم كبرتم معنا، وأهلًا بكم في جيمرز سوق الجديد.',
      ],
    ],
  ),
];
